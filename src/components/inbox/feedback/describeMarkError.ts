// Why a change failed, in words a reader can act on: the service's own message, "network error",
// or "try again in N s" when rate-limited.
import { ApiError, InputError, NetworkError, PartialFailureError } from '../../../api/errors';
import { countArgs, type InboxLabels } from '../inboxLabels';

type ErrorLabels = Pick<
  InboxLabels,
  'locale' | 'errorNetwork' | 'errorTimeout' | 'errorRateLimited' | 'errorUnknown'
>;

/** `locale` writes the seconds of a rate limit; default the labels' own language. */
export function describeMarkError(error: unknown, labels: ErrorLabels, locale?: string): string {
  // The ids that were applied are not part of the failure; what failed is the cause's story.
  if (error instanceof PartialFailureError) return describeMarkError(error.cause, labels, locale);
  if (error instanceof NetworkError) return error.timedOut ? labels.errorTimeout : labels.errorNetwork;
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const seconds =
        error.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      return labels.errorRateLimited(
        seconds === undefined ? { seconds } : { seconds, formatted: countArgs(seconds, locale ?? labels.locale).formatted },
      );
    }
    const message = error.message.trim();
    return message ? `${message} (${error.status})` : `${labels.errorUnknown} (${error.status})`;
  }
  if (error instanceof InputError) return error.message || labels.errorUnknown;
  // A fetch that failed before the client could wrap it (e.g. a custom transport).
  if (error instanceof TypeError) return labels.errorNetwork;
  if (error instanceof Error && error.message.trim()) return error.message.trim();
  return labels.errorUnknown;
}
