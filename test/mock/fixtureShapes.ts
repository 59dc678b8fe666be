// Structural checks of the mock's data against SPEC.md §2: every required field present with
// its type, enumerations within their known values (unless a record is meant to hold unknown ones).
import {
  CHANNEL_TYPES,
  EXECUTION_DETAIL_SOURCES,
  EXECUTION_DETAIL_STATUSES,
  FILTER_ON,
  FILTER_OPERATORS,
  FILTER_TYPES,
  JOB_STATUSES,
  MESSAGE_STATUSES,
  STEP_TYPES,
} from '../../src/api/types';

type Problems = string[];
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIso = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && v.includes('T');
const isHexId = (v: unknown): boolean => typeof v === 'string' && /^[0-9a-f]{24}$/.test(v);

function need(problems: Problems, at: string, value: Obj, fields: Record<string, (v: unknown) => boolean>): void {
  for (const [field, check] of Object.entries(fields)) {
    if (!(field in value)) problems.push(`${at}.${field} is missing`);
    else if (!check(value[field])) problems.push(`${at}.${field} is invalid: ${JSON.stringify(value[field])}`);
  }
}

function may(problems: Problems, at: string, value: Obj, fields: Record<string, (v: unknown) => boolean>): void {
  for (const [field, check] of Object.entries(fields)) {
    if (field in value && !check(value[field])) problems.push(`${at}.${field} is invalid: ${JSON.stringify(value[field])}`);
  }
}

const str = (v: unknown) => typeof v === 'string';
const bool = (v: unknown) => typeof v === 'boolean';
const num = (v: unknown) => typeof v === 'number';
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const arrayOf = (check: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(check);
const strOrNull = (v: unknown) => v === null || typeof v === 'string';

export function messageProblems(message: unknown, at = 'message'): Problems {
  const problems: Problems = [];
  if (!isObj(message)) return [`${at} is not an object`];
  need(problems, at, message, {
    _id: isHexId,
    _environmentId: str,
    _organizationId: str,
    _notificationId: isHexId,
    _subscriberId: str,
    createdAt: isIso,
    transactionId: str,
    channel: oneOf(CHANNEL_TYPES),
    read: bool,
    seen: bool,
    cta: isObj,
    status: oneOf(MESSAGE_STATUSES),
  });
  may(problems, at, message, {
    deliveredAt: arrayOf(isIso),
    lastSeenDate: isIso,
    lastReadDate: isIso,
    snoozedUntil: isIso,
    subject: str,
    title: str,
    content: (v) =>
      typeof v === 'string' ||
      // email, sms, push and chat messages carry null (SERVER-NOTES.md §1); in_app never does
      (v === null && message.channel !== 'in_app') ||
      arrayOf((b) => isObj(b) && oneOf(['text', 'button'])(b.type) && str(b.content) && (!('styles' in b) || (isObj(b.styles) && oneOf(['left', 'center', 'right'])(b.styles.textAlign))))(v),
    _feedId: strOrNull,
    _templateId: strOrNull,
    contextKeys: arrayOf(str),
    // the feed item's own fields (SERVER-NOTES.md §5)
    _jobId: str,
    archived: bool,
    actor: (v) => isObj(v) && oneOf(['none', 'user', 'system_icon', 'system_custom'])(v.type) && strOrNull(v.data),
    tags: arrayOf(str),
    data: (v) => v === null || isObj(v),
    updatedAt: isIso,
  });
  if (message.seen === true && !('lastSeenDate' in message)) problems.push(`${at} is seen without lastSeenDate`);
  if (message.read === true && !('lastReadDate' in message)) problems.push(`${at} is read without lastReadDate`);
  return problems;
}

export function subscriberProblems(subscriber: unknown, at = 'subscriber'): Problems {
  const problems: Problems = [];
  if (!isObj(subscriber)) return [`${at} is not an object`];
  need(problems, at, subscriber, {
    subscriberId: str,
    _organizationId: str,
    _environmentId: str,
    deleted: bool,
    createdAt: isIso,
    updatedAt: isIso,
  });
  return problems;
}

function filterProblems(filter: unknown, at: string, strict: boolean): Problems {
  const problems: Problems = [];
  if (!isObj(filter)) return [`${at} is not an object`];
  need(problems, at, filter, {
    isNegated: bool,
    type: strict ? oneOf(FILTER_TYPES) : str,
    value: oneOf(['AND', 'OR']),
    children: arrayOf((c) => isObj(c) && str(c.field) && str(c.value) && oneOf(FILTER_OPERATORS)(c.operator) && oneOf(FILTER_ON)(c.on)),
  });
  return problems;
}

function stepProblems(step: unknown, at: string, strict: boolean): Problems {
  const problems: Problems = [];
  if (!isObj(step)) return [`${at} is not an object`];
  need(problems, at, step, { _id: str, active: bool, filters: Array.isArray, _templateId: str });
  (Array.isArray(step.filters) ? step.filters : []).forEach((f, i) => problems.push(...filterProblems(f, `${at}.filters[${i}]`, strict)));
  if ('variants' in step) {
    if (!Array.isArray(step.variants)) problems.push(`${at}.variants is not a list`);
    else step.variants.forEach((v, i) => problems.push(...stepProblems(v, `${at}.variants[${i}]`, strict)));
  }
  return problems;
}

/** `strict` also checks that enumerations hold known values. */
export function notificationProblems(record: unknown, strict = true, at = 'notification'): Problems {
  const problems: Problems = [];
  if (!isObj(record)) return [`${at} is not an object`];
  need(problems, at, record, { _environmentId: str, _organizationId: str, _subscriberId: str, transactionId: str });
  may(problems, at, record, {
    _id: isHexId,
    createdAt: isIso,
    updatedAt: isIso,
    channels: arrayOf(strict ? oneOf(STEP_TYPES) : str),
    subscriber: (v) => isObj(v) && str(v.subscriberId) && str(v._id),
    template: (v) => isObj(v) && str(v.name) && arrayOf((t) => isObj(t) && str(t.type) && str(t.identifier) && arrayOf((x) => isObj(x) && str(x.name))(t.variables))(v.triggers),
    topics: arrayOf((t) => isObj(t) && str(t._topicId) && str(t.topicKey)),
    severity: strict ? oneOf(['high', 'medium', 'low', 'none']) : str,
    critical: bool,
    contextKeys: arrayOf(str),
    tags: arrayOf(str),
    payload: isObj,
    to: isObj,
    controls: isObj,
  });
  const jobs = record.jobs;
  if (!Array.isArray(jobs)) return [...problems, `${at}.jobs is not a list`];
  jobs.forEach((job, j) => {
    const jobAt = `${at}.jobs[${j}]`;
    if (!isObj(job)) {
      problems.push(`${jobAt} is not an object`);
      return;
    }
    need(problems, jobAt, job, {
      _id: isHexId,
      type: strict ? oneOf(STEP_TYPES) : str,
      executionDetails: Array.isArray,
      step: isObj,
      providerId: str,
      status: strict ? oneOf(JOB_STATUSES) : str,
    });
    may(problems, jobAt, job, { updatedAt: isIso, scheduleExtensionsCount: num, digest: (v) => isObj(v) && str(v.type) });
    problems.push(...stepProblems(job.step, `${jobAt}.step`, strict));
    (Array.isArray(job.executionDetails) ? job.executionDetails : []).forEach((detail, d) => {
      const detailAt = `${jobAt}.executionDetails[${d}]`;
      if (!isObj(detail)) {
        problems.push(`${detailAt} is not an object`);
        return;
      }
      need(problems, detailAt, detail, {
        _id: isHexId,
        status: strict ? oneOf(EXECUTION_DETAIL_STATUSES) : str,
        detail: str,
        isRetry: bool,
        isTest: bool,
        source: strict ? oneOf(EXECUTION_DETAIL_SOURCES) : str,
      });
      may(problems, detailAt, detail, { createdAt: isIso, providerId: str, raw: strOrNull });
    });
  });
  return problems;
}
