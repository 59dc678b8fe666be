// The service's refusals of a time range of the admin's list (SERVER-NOTES.md §9), typed: 402 when
// the range reaches back past what the plan keeps, 400 when it cannot read a date or the range is
// the wrong way round. The client checks dates before sending, so the 400 is rare (a service that
// reads dates differently); the 402 is a plan's limit that only the service knows.
import { ApiError } from '../errors';

export type ActivityRangeProblem = 'retention' | 'invalid';

/** The 402's sentence names the first day the plan keeps: `… for your plan is 2026-10-29. …`. */
const EARLIEST = /earliest accessible date for your plan is (\d{4}-\d{2}-\d{2})/i;
/** The 400s about the range: `Invalid "after" date`, `Invalid date range: …`, `Invalid date format for parameter 'before' …`. */
const RANGE_400 = /\bdate\b|\b(?:after|before)\b/i;

/** The service refused the time range. An `ApiError` too (status 402 or 400), with the service's words as `message`. */
export class ActivityRangeError extends ApiError {
  override name = 'ActivityRangeError';
  /** `retention`: older than the plan keeps activity (402); `invalid`: a date or range the service could not take (400). */
  declare readonly problem: ActivityRangeProblem;
  /** For `retention`: the first day (`YYYY-MM-DD`, UTC) the plan keeps, when the service said it. */
  declare readonly earliestDate?: string;
  constructor(error: ApiError, problem: ActivityRangeProblem) {
    super({ status: error.status, body: error.body, message: error.message, retryAfterMs: error.retryAfterMs, errorId: error.errorId, replayed: error.replayed });
    this.problem = problem;
    this.earliestDate = problem === 'retention' ? EARLIEST.exec(error.message)?.[1] : undefined;
  }
}

/** `error` as an ActivityRangeError when it is the service refusing the range; else `error` itself. */
export function asActivityRangeError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error instanceof ActivityRangeError) return error;
  if (error.status === 402) return new ActivityRangeError(error, 'retention');
  if (error.status === 400 && RANGE_400.test(error.message)) return new ActivityRangeError(error, 'invalid');
  return error;
}
