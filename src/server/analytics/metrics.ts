import { Counter, type Registry } from 'prom-client';
import type { AnalyticsEventType } from '../../contract/analytics';

/** charla_widget_events_dropped_total{type}: views and opens lost while the database was unreachable. */
export function droppedEventsCounter(registry: Registry): (type: AnalyticsEventType) => void {
  const dropped = new Counter({
    name: 'charla_widget_events_dropped_total',
    help: 'Widget views and opens not counted because the database could not be reached',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  for (const type of ['view', 'open'] as const) dropped.inc({ type }, 0);
  return (type) => dropped.inc({ type });
}
