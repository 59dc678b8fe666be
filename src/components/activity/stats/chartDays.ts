// The days a chart of the service's graph shows: every UTC day of the window the graph covers
// (`days` back from now, the first one in part), those without notifications at 0, since the
// service leaves them out. A day the graph has outside that window (another clock) is shown too.
import type { NotificationGraphDay } from '../../../api/types';
import { isDeliveryChannel } from '../deliveryChannels';

export interface ChartDay {
  /** `YYYY-MM-DD`, a UTC day as the service counts. */
  day: string;
  count: number;
  channels: readonly string[];
  workflows: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function chartDays(graph: readonly NotificationGraphDay[], { days, now }: { days: number; now: number }): ChartDay[] {
  const byDay = new Map(graph.map((entry) => [entry._id, entry]));
  let first = dayOf(now - days * DAY_MS);
  let last = dayOf(now);
  for (const { _id } of graph) {
    if (_id < first) first = _id;
    if (_id > last) last = _id;
  }
  const slots: ChartDay[] = [];
  for (let time = Date.parse(`${first}T00:00:00.000Z`); dayOf(time) <= last; time += DAY_MS) {
    const day = dayOf(time);
    const entry = byDay.get(day);
    slots.push({ day, count: entry?.count ?? 0, channels: entry?.channels ?? [], workflows: entry?.templates?.length ?? 0 });
  }
  return slots;
}

/** The delivery channels any day used, in the order the service's channels are known. */
export function chartChannels(slots: readonly ChartDay[]): string[] {
  const used = new Set(slots.flatMap((slot) => slot.channels).filter(isDeliveryChannel));
  return ['in_app', 'email', 'sms', 'chat', 'push', ...used].filter((channel, index, all) => used.has(channel) && all.indexOf(channel) === index);
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest count (and 1). */
export function axisMax(slots: readonly ChartDay[]): number {
  const largest = Math.max(1, ...slots.map((slot) => slot.count));
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest)!;
}
