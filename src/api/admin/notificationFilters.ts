// The filters of the admin's list (SERVER-NOTES.md §9) as a caller gives them, checked and written
// as the service reads them: each list parameter repeated once per value, dates as ISO strings.
// Every check throws InputError, so a bad filter rejects the call and nothing is sent.
import { InputError } from '../errors';
import { isObjectId } from '../ids';
import { CHANNEL_TYPES, type ChannelType } from '../types';

/** One value or several: the service takes a parameter once or repeated. */
export type OneOrMany<T> = T | readonly T[];

/** What the list can be narrowed to. Every filter is optional; filters given together all apply. */
export interface NotificationListFilters {
  /** Notifications that used any of these channels. */
  channels?: OneOrMany<ChannelType>;
  /** Notifications of any of these workflows, by id (24 hex digits): the service's `templates`. */
  workflows?: OneOrMany<string>;
  /** Notifications for any of these subscribers, by the app's own (external) subscriber id. */
  subscriberIds?: OneOrMany<string>;
  /** Notifications for the subscribers with any of these email addresses (exactly as stored). */
  emails?: OneOrMany<string>;
  /** The notification (or notifications) of one trigger. */
  transactionId?: string;
  /** Created at or after this instant: an ISO 8601 date (`2026-11-01` or `2026-11-01T09:00:00Z`) or a Date. */
  after?: string | Date;
  /** Created at or before this instant, as `after`. Not before `after`. */
  before?: string | Date;
}

/** An ISO 8601 date, with or without a time and a zone, as `new Date(…)` reads it everywhere. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date filter as an ISO string of its instant, or undefined when not given. */
function checkDate(field: 'after' | 'before', value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' && ISO_DATE.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw new InputError(field, 'must be an ISO 8601 date (such as 2026-11-01 or 2026-11-01T09:00:00Z) or a valid Date.');
  return new Date(time).toISOString();
}

/** A list filter as its distinct values (first spelling and order kept), or undefined when none is given. */
function checkValues(field: string, value: unknown, isValid: (item: unknown) => boolean, rule: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list: readonly unknown[] = Array.isArray(value) ? value : [value];
  const values: string[] = [];
  for (const item of list) {
    if (!isValid(item)) throw new InputError(field, `must hold ${rule}; it holds ${describe(item)}.`);
    if (!values.includes(item as string)) values.push(item as string);
  }
  return values.length > 0 ? values : undefined;
}

const describe = (item: unknown) => (typeof item === 'string' ? JSON.stringify(item.slice(0, 40)) : `a ${typeof item}`);
const isText = (item: unknown): item is string => typeof item === 'string' && item.trim() !== '';

/** The filters checked, each list as its distinct values and each date as an ISO instant. */
export interface CheckedFilters {
  channels?: string[];
  templates?: string[];
  subscriberIds?: string[];
  emails?: string[];
  transactionId?: string;
  after?: string;
  before?: string;
}

export function checkNotificationFilters(filters: NotificationListFilters): CheckedFilters {
  const after = checkDate('after', filters.after);
  const before = checkDate('before', filters.before);
  if (after !== undefined && before !== undefined && after > before) {
    throw new InputError('after', 'must not be later than before.');
  }
  if (filters.transactionId !== undefined && !isText(filters.transactionId)) {
    throw new InputError('transactionId', 'must be a non-empty string when given.');
  }
  return {
    channels: checkValues('channels', filters.channels, (item) => (CHANNEL_TYPES as readonly unknown[]).includes(item), `channels among ${CHANNEL_TYPES.join(', ')}`),
    templates: checkValues('workflows', filters.workflows, isObjectId, 'workflow ids of 24 hexadecimal digits'),
    subscriberIds: checkValues('subscriberIds', filters.subscriberIds, isText, 'non-empty strings'),
    emails: checkValues('emails', filters.emails, isText, 'non-empty strings'),
    transactionId: filters.transactionId,
    after,
    before,
  };
}

/** The query of the list: each value of a list as its own parameter, as the service reads it. */
export function notificationListQuery(checked: CheckedFilters, paging: { page?: number; limit?: number }): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...paging, ...checked })) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, String(item));
  }
  return query;
}
