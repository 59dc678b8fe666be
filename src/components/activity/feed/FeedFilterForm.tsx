'use client';

// The feed's filters, each named by its label: a channel and a workflow (applied as chosen), a
// subscriber id, an email and a transaction id (applied on Enter or "Apply filters"), and a time
// range in days (applied as picked). The fields are the form's own drafts: applying keeps focus
// where it is, and when the filters change from outside (the page's URL) the fields follow.
import { useId, useRef, useState, type FormEvent } from 'react';
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

type Draft = Required<{ [K in keyof NotificationFeedFilters]: string }>;

/** The day a date filter shows: the day itself, or the day its instant falls on in the view's zone. */
function dayOf(value: string | undefined, timeZone: string | undefined): string {
  if (value === undefined) return '';
  if (isCalendarDay(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : calendarDayOf(time, timeZone);
}

function draftOf(filters: NotificationFeedFilters, timeZone: string | undefined): Draft {
  return {
    channel: filters.channel ?? '',
    workflow: filters.workflow ?? '',
    subscriberId: filters.subscriberId ?? '',
    email: filters.email ?? '',
    transactionId: filters.transactionId ?? '',
    after: dayOf(filters.after, timeZone),
    before: dayOf(filters.before, timeZone),
  };
}

export function FeedFilterForm({ filters, onChange, workflows, labels, activityLabels, timeZone }: FeedFilterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const serialized = JSON.stringify(filters);
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(serialized);
  const [draft, setDraft] = useState(() => draftOf(filters, timeZone));
  if (seen !== serialized) {
    setSeen(serialized);
    setDraft(draftOf(filters, timeZone));
  }

  const apply = (next: Draft) => {
    const applied = cleanFeedFilters({
      ...next,
      // An unchanged day keeps the filter as it was given (an instant stays that instant).
      after: next.after === dayOf(filters.after, timeZone) ? filters.after : next.after,
      before: next.before === dayOf(filters.before, timeZone) ? filters.before : next.before,
    });
    if (JSON.stringify(applied) !== serialized) onChange(applied);
  };
  const edit = (field: keyof Draft, value: string, applyNow: boolean) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (applyNow) apply(next);
  };
  // A date typed digit by digit passes through years such as 0002 and 0202: applied once it is a
  // plausible day (or cleared), and on Enter or "Apply filters" whatever it is.
  const plausibleDay = (value: string) => value === '' || value >= '1900';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(draftOf({}, timeZone));
    onChange({});
    // The button leaves with the filters: focus goes to the first field, not to the page.
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  };
  const baseId = useId();
  /** Each field's id, for its label: unique per form, so two feeds on a page keep their own. */
  const field = (name: keyof Draft) => ({ id: `${baseId}-${name}`, name });
  const knownWorkflow = workflows.some((workflow) => workflow.id === draft.workflow);
  return (
    <form ref={formRef} role="search" aria-label={labels.filters} className="ik-feed-filters" data-slot="feed-filters" onSubmit={onSubmit}>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('channel').id}>{labels.channel}</label>
        <select {...field('channel')} value={draft.channel} onChange={(event) => edit('channel', event.currentTarget.value, true)}>
          <option value="">{labels.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {labelOf(activityLabels.stepTypes, channel)}
            </option>
          ))}
          {draft.channel && !CHANNELS.includes(draft.channel) && <option value={draft.channel}>{draft.channel}</option>}
        </select>
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('workflow').id}>{labels.workflow}</label>
        <select {...field('workflow')} value={draft.workflow} onChange={(event) => edit('workflow', event.currentTarget.value, true)}>
          <option value="">{labels.anyWorkflow}</option>
          {workflows.map((workflow) => (
            <option key={workflow.id} value={workflow.id}>
              {workflow.name}
            </option>
          ))}
          {draft.workflow && !knownWorkflow && <option value={draft.workflow}>{draft.workflow}</option>}
        </select>
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('subscriberId').id}>{labels.subscriberId}</label>
        <input {...field('subscriberId')} type="text" dir="auto" autoComplete="off" spellCheck={false} value={draft.subscriberId}
          onChange={(event) => edit('subscriberId', event.currentTarget.value, false)} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('email').id}>{labels.email}</label>
        <input {...field('email')} type="text" inputMode="email" dir="ltr" autoComplete="off" spellCheck={false} value={draft.email}
          onChange={(event) => edit('email', event.currentTarget.value, false)} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('transactionId').id}>{labels.transactionId}</label>
        <input {...field('transactionId')} type="text" dir="ltr" autoComplete="off" spellCheck={false} value={draft.transactionId}
          onChange={(event) => edit('transactionId', event.currentTarget.value, false)} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('after').id}>{labels.from}</label>
        <input {...field('after')} type="date" value={draft.after}
          onChange={(event) => edit('after', event.currentTarget.value, plausibleDay(event.currentTarget.value))} />
      </div>
      <div className="ik-feed-filters__field">
        <label htmlFor={field('before').id}>{labels.to}</label>
        <input {...field('before')} type="date" value={draft.before}
          onChange={(event) => edit('before', event.currentTarget.value, plausibleDay(event.currentTarget.value))} />
      </div>
      <div className="ik-feed-filters__actions">
        <Button type="submit" size="sm" variant="primary">
          {labels.applyFilters}
        </Button>
        {hasFeedFilters(filters) && (
          <Button size="sm" onClick={clear}>
            {labels.clearFilters}
          </Button>
        )}
      </div>
    </form>
  );
}
