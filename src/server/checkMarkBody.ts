// The body of a mark-as or mark-all, checked and written again before it is forwarded. The
// service has no validator on `messageId` (a string is split on commas, an id that is not a
// database id is a 500, an object would reach its query as it is: SERVER-NOTES.md §1), so only
// the fields of the route, with values of the client's own rules, go on; anything else is 400.
import { InputError } from '../api/errors';
import { isRecord } from '../api/isRecord';
import { checkFeedIdentifier, checkMarkAs, checkMessageIds } from '../api/validateInput';

export type CheckedBody = { ok: true; text: string } | { ok: false; problem: string };

/** mark-as: `{messageId: id | id[], markAs}`; mark-all: `{markAs, feedIdentifier?}`. Other fields are dropped. */
export function checkMarkBody(kind: 'mark-as' | 'mark-all', bytes: Uint8Array): CheckedBody {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, problem: 'The body must be JSON' };
  }
  if (!isRecord(body)) return { ok: false, problem: 'The body must be a JSON object' };
  try {
    if (kind === 'mark-as') {
      // The body's field is `messageId`, the client's input `messageIds`: the same rule.
      const messageId = asBodyField('messageId', () => checkMessageIds(body.messageId));
      return { ok: true, text: JSON.stringify({ messageId, markAs: checkMarkAs(body.markAs) }) };
    }
    const markAs = checkMarkAs(body.markAs);
    const feedIdentifier = checkFeedIdentifier(body.feedIdentifier);
    return { ok: true, text: JSON.stringify(feedIdentifier === undefined ? { markAs } : { markAs, feedIdentifier }) };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, problem: error.message };
    throw error;
  }
}

/** `check()`, its InputError naming `field` instead of the client's name for it. */
function asBodyField<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof InputError) throw new InputError(field, error.message.slice(error.field.length + 1));
    throw error;
  }
}
