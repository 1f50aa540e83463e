import { Text } from '@mantine/core';
import { useI18n } from '../i18n/i18n';

/** Conversations per day as bars; each bar has a tooltip title and the whole chart a summary label. */
export function DailyBarChart({ data }: { data: Array<{ date: string; count: number }> }) {
  const { t, lang } = useI18n();
  const width = 600;
  const height = 180;
  const pad = { top: 12, right: 8, bottom: 24, left: 28 };
  const max = Math.max(1, ...data.map((d) => d.count));
  const step = (width - pad.left - pad.right) / Math.max(1, data.length);
  const barW = Math.max(2, step * 0.7);
  const y = (v: number) => pad.top + (height - pad.top - pad.bottom) * (1 - v / max);
  const total = data.reduce((s, d) => s + d.count, 0);
  const fmt = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const label = (date: string) => fmt.format(new Date(`${date}T00:00:00Z`));

  if (data.length === 0) return <Text c="dimmed">{t('home.noData')}</Text>;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={t('home.chartLabel', { total, days: data.length })}
      style={{ display: 'block', maxHeight: 220 }}
    >
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={pad.left} x2={width - pad.right} y1={y(max * f)} y2={y(max * f)} stroke="#e9ecef" />
          <text x={pad.left - 6} y={y(max * f) + 4} fontSize="10" textAnchor="end" fill="#868e96">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const x = pad.left + i * step + (step - barW) / 2;
        return (
          <g key={d.date}>
            <rect
              className="charla-chart-bar"
              x={x}
              y={y(d.count)}
              width={barW}
              height={Math.max(0, height - pad.bottom - y(d.count))}
              rx={2}
            >
              <title>{`${label(d.date)}: ${d.count}`}</title>
            </rect>
            {i % 7 === 0 || i === data.length - 1 ? (
              <text x={x + barW / 2} y={height - 6} fontSize="10" textAnchor="middle" fill="#868e96">
                {label(d.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
