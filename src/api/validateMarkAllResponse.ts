// The answer of mark-all (SERVER-NOTES.md §1b): how many messages the service changed, as
// `{"data": n}` or a bare `n`.
import { unwrapRecord } from './envelope';
import { malformedResponse } from './responseChecks';

export function parseMarkedCount(body: unknown): number {
  const { value, path } = unwrapRecord(body);
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw malformedResponse('a count (integer of at least 0)', value, path);
}
