import '@mantine/charts/styles.css';
import { AreaChart, BarChart, FunnelChart } from '@mantine/charts';
import { Card, Grid, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FormAnalytics } from '../../../contract/analytics';
import { useFormAnalytics } from '../../api/analytics';
import { useForm } from '../../api/forms';
import { Icon } from '../../components/icons';
import { ButtonLink } from '../../components/links';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import analyticsMessages from '../../i18n/messages/analytics';
import type { AnalyticsPeriod } from '../../router';
import { UnansweredCard } from './unanswered-card';

registerMessages(analyticsMessages);

type T = ReturnType<typeof useI18n>['t'];

/** A form's analytics: the funnel, the days, the questions, and what visitors asked that went unanswered. */
export function AnalyticsPage({
  formId,
  days,
  periods,
}: {
  formId: string;
  days: AnalyticsPeriod;
  /** The periods offered (the router's, which checks the URL's `days`). */
  periods: readonly AnalyticsPeriod[];
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm(formId);
  const analytics = useFormAnalytics(formId, days);
  if (form.isError) return <ErrorState error={form.error} onRetry={() => form.refetch()} />;
  if (analytics.isError) return <ErrorState error={analytics.error} onRetry={() => analytics.refetch()} />;
  if (form.isPending || analytics.isPending) return <LoadingState />;
  const a = analytics.data;
  return (
    <>
      <PageHeader
        title={t('analytics.title', { name: form.data.name })}
        description={t('analytics.subtitle')}
        actions={
          <ButtonLink
            to="/forms/$formId"
            params={{ formId }}
            variant="default"
            leftSection={<Icon name="edit" size={16} />}
          >
            {t('analytics.backToForm')}
          </ButtonLink>
        }
      />
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('analytics.range')}
          value={String(days)}
          onChange={(v) =>
            void navigate({
              to: '/forms/$formId/analytics',
              params: { formId },
              search: { days: Number(v) as AnalyticsPeriod },
              replace: true,
            })
          }
          data={periods.map((n) => ({ value: String(n), label: t('analytics.last', { n }) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <Totals a={a} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <FunnelCard a={a} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <PerDayCard a={a} />
          </Grid.Col>
        </Grid>
        <QuestionsCard a={a} />
        <UnansweredCard formId={formId} questions={a.unansweredQuestions} />
      </Stack>
    </>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** 95 → "1 min 35 s", 7260 → "2 h 1 min", in the interface's language. */
function useDuration() {
  const { lang } = useI18n();
  const locale = lang === 'es' ? 'es-ES' : 'en-US';
  const unit = (n: number, u: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  return (s: number) => {
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const sec = s % 60;
    if (h > 0) return m ? `${unit(h, 'hour')} ${unit(m, 'minute')}` : unit(h, 'hour');
    if (m > 0) return sec ? `${unit(m, 'minute')} ${unit(sec, 'second')}` : unit(m, 'minute');
    return unit(sec, 'second');
  };
}

function Totals({ a }: { a: FormAnalytics }) {
  const { t, number } = useI18n();
  const duration = useDuration();
  const pct = (n: number, of: number) =>
    of > 0 ? number(n / of, { style: 'percent', maximumFractionDigits: 1 }) : '—';
  const steps = [
    { label: t('analytics.views'), n: a.views, of: null },
    { label: t('analytics.opens'), n: a.opens, of: a.views },
    { label: t('analytics.starts'), n: a.starts, of: a.opens },
    { label: t('analytics.completions'), n: a.completions, of: a.starts },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {steps.map((s) => (
        <Stat
          key={s.label}
          label={s.label}
          value={number(s.n)}
          hint={s.of === null ? undefined : t('analytics.ofPrevious', { pct: pct(s.n, s.of) })}
        />
      ))}
      <Stat
        label={t('analytics.completionRate')}
        value={number(a.completionRate, { style: 'percent', maximumFractionDigits: 1 })}
        hint={t('analytics.abandoned', { n: a.abandonments })}
      />
      <Stat
        label={t('analytics.median')}
        value={a.medianCompletionSeconds === null ? '—' : duration(a.medianCompletionSeconds)}
        hint={a.medianCompletionSeconds === null ? t('analytics.medianNone') : t('analytics.medianHint')}
      />
    </SimpleGrid>
  );
}

/** A chart with its text alternative: the picture is for the eye, the label for everyone else. */
function Chart({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="img" aria-label={label}>
      {children}
    </div>
  );
}

function FunnelCard({ a }: { a: FormAnalytics }) {
  const { t } = useI18n();
  const data = [
    { name: t('analytics.views'), value: a.views, color: 'indigo.6' },
    { name: t('analytics.opens'), value: a.opens, color: 'blue.6' },
    { name: t('analytics.starts'), value: a.starts, color: 'cyan.6' },
    { name: t('analytics.completions'), value: a.completions, color: 'teal.6' },
  ];
  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t('analytics.funnel')}
      </Title>
      <Group justify="center">
        <Chart
          label={t('analytics.funnelLabel', {
            views: a.views,
            opens: a.opens,
            starts: a.starts,
            completions: a.completions,
          })}
        >
          <FunnelChart data={data} size={220} withLabels labelsPosition="right" withTooltip={false} />
        </Chart>
      </Group>
    </Card>
  );
}

function PerDayCard({ a }: { a: FormAnalytics }) {
  const { t, lang } = useI18n();
  const fmt = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const data = a.byDay.map((d) => ({ ...d, label: fmt.format(new Date(`${d.date}T00:00:00Z`)) }));
  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t('analytics.perDay')}
      </Title>
      <Chart
        label={t('analytics.perDayLabel', {
          views: a.views,
          starts: a.starts,
          completions: a.completions,
          from: data[0]?.label ?? '',
          to: data.at(-1)?.label ?? '',
        })}
      >
        <AreaChart
          h={260}
          data={data}
          dataKey="label"
          curveType="linear"
          yAxisProps={{ allowDecimals: false }}
          withLegend
          withDots={false}
          fillOpacity={0.15}
          series={[
            { name: 'views', label: t('analytics.views'), color: 'indigo.6' },
            { name: 'opens', label: t('analytics.opens'), color: 'blue.6' },
            { name: 'starts', label: t('analytics.starts'), color: 'cyan.6' },
            { name: 'completions', label: t('analytics.completions'), color: 'teal.6' },
          ]}
        />
      </Chart>
    </Card>
  );
}

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function QuestionsCard({ a }: { a: FormAnalytics }) {
  const { t, number } = useI18n();
  const series = seriesOf(t);
  const data = a.questions.map((q, i) => ({ ...q, label: `${i + 1}. ${short(q.text, 22)}` }));
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {t('analytics.questions')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('analytics.questionsHint')}
      </Text>
      {a.questions.length === 0 ? (
        <Text c="dimmed">{t('analytics.noQuestions')}</Text>
      ) : (
        <>
          <Chart label={t('analytics.questionsLabel')}>
            <BarChart
              h={Math.max(160, 60 * data.length)}
              data={data}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              xAxisProps={{ allowDecimals: false }}
              withLegend
              series={series}
            />
          </Chart>
          <Table.ScrollContainer minWidth={560} mt="md">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.question')}</Table.Th>
                  {['reached', 'answered', 'skipped', 'dropOffs', 'reAsked'].map((k) => (
                    <Table.Th key={k} ta="right">
                      {t(`analytics.${k}` as 'analytics.reached')}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.questions.map((q, i) => (
                  <Table.Tr key={q.key}>
                    <Table.Td>{`${i + 1}. ${q.text}`}</Table.Td>
                    {[q.reached, q.answered, q.skipped, q.dropOffs, q.reAsked].map((n, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                      <Table.Td key={j} ta="right">
                        {number(n)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}

function seriesOf(t: T) {
  return [
    { name: 'reached', label: t('analytics.reached'), color: 'blue.6' },
    { name: 'answered', label: t('analytics.answered'), color: 'teal.6' },
    { name: 'dropOffs', label: t('analytics.dropOffs'), color: 'red.6' },
    { name: 'reAsked', label: t('analytics.reAsked'), color: 'orange.6' },
  ];
}
