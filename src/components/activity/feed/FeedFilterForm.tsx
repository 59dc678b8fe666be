'use client';

// The feed's filters, each named by its label: a channel and a workflow (applied as chosen), a
// subscriber id, an email and a transaction id (applied on Enter or "Apply filters"), and a time
// range in days (applied as picked). The fields show the filters in force: when those change from
// outside (the page's URL), the form starts again from them.
import { useId, type FormEvent } from 'react';
import { calendarDayOf, isCalendarDay } from '../../../format/calendarDay';
import { Button } from '../../../ui/Button';
import type { NotificationAdminLabels } from '../admin';
import { labelOf, type NotificationActivityLabels } from '../labels';
import { cleanFeedFilters, hasFeedFilters, type NotificationFeedFilters } from './feedFilters';

/** The channels the service filters by. */
const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'];

/** A workflow a reader can filter by. */
export interface FeedWorkflowOption {
  id: string;
  name: string;
}

export interface FeedFilterFormProps {
  filters: NotificationFeedFilters;
  onChange: (filters: NotificationFeedFilters) => void;
  workflows: readonly FeedWorkflowOption[];
  labels: NotificationAdminLabels;
  activityLabels: NotificationActivityLabels;
  timeZone: string | undefined;
}

/** The day a date filter shows: the day itself, or the day its instant falls on in the view's zone. */
function dayOf(value: string | undefined, timeZone: string | undefined): string {
  if (value === undefined) return '';
  if (isCalendarDay(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : calendarDayOf(time, timeZone);
}

export function FeedFilterForm({ filters, onChange, workflows, labels, activityLabels, timeZone }: FeedFilterFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  // Keyed by the filters in force: a change from outside puts the fields back to what applies.
  const key = JSON.stringify(filters);
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const next = cleanFeedFilters({
      channel: read('channel'),
      workflow: read('workflow'),
      subscriberId: read('subscriberId'),
      email: read('email'),
      transactionId: read('transactionId'),
      // An unchanged day keeps the filter as it was given (an instant stays that instant).
      after: read('after') === dayOf(filters.after, timeZone) ? filters.after : read('after'),
      before: read('before') === dayOf(filters.before, timeZone) ? filters.before : read('before'),
    });
    if (JSON.stringify(next) !== key) onChange(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const applyNow = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  // A date typed digit by digit passes through years such as 0002 and 0202: applied once it is a
  // plausible day (or cleared), and on Enter or "Apply filters" whatever it is.
  const applyDay = (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    if (value === '' || value >= '1900') applyNow(event);
  };
  const known = workflows.some((workflow) => workflow.id === filters.workflow);
  return (
    <form key={key} role="search" aria-label={labels.filters} className="ik-feed-filters" data-slot="feed-filters" onSubmit={onSubmit}>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('channel')}>{labels.channel}</label>
        <select id={field('channel')} name="channel" defaultValue={filters.channel ?? ''} onChange={applyNow}>
          <option value="">{labels.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {labelOf(activityLabels.stepTypes, channel)}
            </option>
          ))}
          {filters.channel && !CHANNELS.includes(filters.channel) && <option value={filters.channel}>{filters.channel}</option>}
        </select>
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('workflow')}>{labels.workflow}</label>
        <select id={field('workflow')} name="workflow" defaultValue={filters.workflow ?? ''} onChange={applyNow}>
          <option value="">{labels.anyWorkflow}</option>
          {workflows.map((workflow) => (
            <option key={workflow.id} value={workflow.id}>
              {workflow.name}
            </option>
          ))}
          {filters.workflow && !known && <option value={filters.workflow}>{filters.workflow}</option>}
        </select>
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('subscriberId')}>{labels.subscriberId}</label>
        <input id={field('subscriberId')} name="subscriberId" type="text" dir="auto" autoComplete="off" spellCheck={false} defaultValue={filters.subscriberId} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('email')}>{labels.email}</label>
        <input id={field('email')} name="email" type="text" inputMode="email" dir="ltr" autoComplete="off" spellCheck={false} defaultValue={filters.email} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('transactionId')}>{labels.transactionId}</label>
        <input id={field('transactionId')} name="transactionId" type="text" dir="ltr" autoComplete="off" spellCheck={false} defaultValue={filters.transactionId} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('after')}>{labels.from}</label>
        <input id={field('after')} name="after" type="date" defaultValue={dayOf(filters.after, timeZone)} onChange={applyDay} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('before')}>{labels.to}</label>
        <input id={field('before')} name="before" type="date" defaultValue={dayOf(filters.before, timeZone)} onChange={applyDay} />
      </div>
      <div className="ik-feed-filters__actions">
        <Button type="submit" size="sm" variant="primary">
          {labels.applyFilters}
        </Button>
        {hasFeedFilters(filters) && (
          <Button size="sm" onClick={() => onChange({})}>
            {labels.clearFilters}
          </Button>
        )}
      </div>
    </form>
  );
}
