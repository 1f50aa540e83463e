import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useI18n } from '../i18n/i18n';
import { niceMax } from '../lib/format';

/** Conversations per day as bars, drawn at the element's real width; each bar has a tooltip title. */
export function DailyBarChart({ data }: { data: Array<{ date: string; count: number }> }) {
  const { t, lang } = useI18n();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(280, Math.round(measured) || 600);
  const height = 240;
  const pad = { top: 12, right: 8, bottom: 24, left: 28 };
  const top = niceMax(Math.max(0, ...data.map((d) => d.count)));
  const step = (width - pad.left - pad.right) / Math.max(1, data.length);
  const barW = Math.max(2, step * 0.7);
  const y = (v: number) => pad.top + (height - pad.top - pad.bottom) * (1 - v / top);
  const total = data.reduce((s, d) => s + d.count, 0);
  const fmt = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const label = (date: string) => fmt.format(new Date(`${date}T00:00:00Z`));
  // About one date label per 90 px, always the last day, never two overlapping.
  const every = Math.max(1, Math.ceil(90 / step));
  const showLabel = (i: number) =>
    i === data.length - 1 || (i % every === 0 && data.length - 1 - i >= every * 0.8);

  if (data.length === 0) return <Text c="dimmed">{t('home.noData')}</Text>;
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={t('home.chartLabel', { total, days: data.length })}
        style={{ display: 'block' }}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={pad.left} x2={width - pad.right} y1={y(top * f)} y2={y(top * f)} stroke="#e9ecef" />
            <text x={pad.left - 6} y={y(top * f) + 4} fontSize="10" textAnchor="end" fill="#868e96">
              {top * f}
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
              {showLabel(i) && (
                <text
                  x={Math.min(width - 20, Math.max(pad.left + 14, x + barW / 2))}
                  y={height - 6}
                  fontSize="10"
                  textAnchor="middle"
                  fill="#868e96"
                >
                  {label(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
