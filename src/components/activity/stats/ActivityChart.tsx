// The service's graph as a person reads it at a glance: a bar per day (its count), and below, a row
// per channel marking the days that used it. Drawn in SVG with the theme's tokens, mirrored right
// to left; hidden from assistive technology, which reads the same numbers from the table beside it.
import { dateTimeFormat, listFormat, numberFormat } from '../../../format/intl';
import type { NotificationAdminLabels } from '../admin';
import { labelOf, type NotificationActivityLabels } from '../labels';
import { axisMax, chartChannels, type ChartDay } from './chartDays';

export interface ActivityChartProps {
  slots: readonly ChartDay[];
  days: number;
  labels: NotificationAdminLabels;
  activityLabels: NotificationActivityLabels;
  locale: string;
  /** The id of the chart's title, which names the table too. */
  titleId: string;
}

/** Each day's column in the drawing's units: a bar of 7, a gap of 3. */
const COLUMN = 10;
const BAR = 7;
const HEIGHT = 100;

export function ActivityChart({ slots, days, labels, activityLabels, locale, titleId }: ActivityChartProps) {
  const top = axisMax(slots);
  const channels = chartChannels(slots);
  const width = slots.length * COLUMN;
  const number = numberFormat(locale);
  const dayName = (day: string, style: 'short' | 'long') =>
    dateTimeFormat(locale, style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${day}T00:00:00.000Z`),
    );
  const ends = [slots[0], slots[Math.floor(slots.length / 2)], slots.at(-1)].filter((slot) => slot !== undefined);
  return (
    <figure className="ik-chart" data-slot="activity-chart">
      <figcaption className="ik-chart__caption">
        <span id={titleId} className="ik-chart__title">
          {labels.perDay({ count: days, formatted: number.format(days) })}
        </span>
        <span className="ik-muted ik-chart__note">{labels.perDayNote}</span>
      </figcaption>
      <div className="ik-chart__body" aria-hidden="true">
        <div className="ik-chart__axis">
          <span>{number.format(top)}</span>
          <span>{number.format(0)}</span>
        </div>
        <svg className="ik-chart__plot" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          <line className="ik-chart__grid" x1={0} x2={width} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className="ik-chart__grid" x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} vectorEffect="non-scaling-stroke" />
          <line className="ik-chart__baseline" x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
          {slots.map((slot, index) => {
            if (slot.count === 0) return null;
            const height = Math.max(1.5, (slot.count / top) * HEIGHT);
            return (
              <rect key={slot.day} className="ik-chart__bar" data-day={slot.day} x={index * COLUMN + (COLUMN - BAR) / 2} y={HEIGHT - height} width={BAR} height={height}>
                <title>{`${dayName(slot.day, 'long')}: ${number.format(slot.count)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="ik-chart__days">
          {ends.map((slot, index) => (
            <span key={`${index}:${slot.day}`}>{dayName(slot.day, 'short')}</span>
          ))}
        </div>
        {channels.map((channel) => (
          <div key={channel} className="ik-chart__channel">
            <span className="ik-chart__channel-name">{labelOf(activityLabels.stepTypes, channel)}</span>
            <svg className="ik-chart__strip" viewBox={`0 0 ${width} 10`} preserveAspectRatio="none" focusable="false">
              {slots.map((slot, index) =>
                slot.channels.includes(channel) ? (
                  <rect key={slot.day} className="ik-chart__mark" x={index * COLUMN + (COLUMN - BAR) / 2} y={2} width={BAR} height={6} rx={1.5} />
                ) : null,
              )}
            </svg>
          </div>
        ))}
      </div>
      <table className="ik-visually-hidden" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.count}</th>
            <th scope="col">{labels.channels}</th>
            <th scope="col">{labels.workflows}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.day} data-day={slot.day}>
              <th scope="row">
                <time dateTime={slot.day}>{dayName(slot.day, 'long')}</time>
              </th>
              <td>{number.format(slot.count)}</td>
              <td>{listFormat(locale, { type: 'unit', style: 'short' }).format(slot.channels.map((channel) => labelOf(activityLabels.stepTypes, channel)))}</td>
              <td>{number.format(slot.workflows)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
