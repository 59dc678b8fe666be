// The answer of mark-all (SERVER-NOTES.md §1b): how many messages the service changed, as
// `{"data": n}` or a bare `n`.
import { unwrapRecord } from './envelope';
import { count } from './fieldKinds';
import { malformedResponse } from './responseChecks';

export function parseMarkedCount(body: unknown): number {
  const { value, path } = unwrapRecord(body);
  if (count(value) !== undefined) return value as number;
  throw malformedResponse('a count (integer of at least 0)', value, path);
}
