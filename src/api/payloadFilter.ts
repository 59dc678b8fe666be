// The service's payload filter (SERVER-NOTES.md §5), as its source applies it: the filter is
// flattened into one dotted path per leaf value (`{ project: { id: 7 } }` is `payload.project.id = 7`,
// a list's items by their index, a key holding dots split at them), and the database matches each
// path as it matches any: a list on the way is looked into (an index names one item, and every item
// is tried), a list at the end matches when it holds the value, and null matches a missing field
// too. An empty object or list adds no condition. The mock filters its feed with it, and the inbox
// tells with it which of its payload tabs a new message belongs to.
import { isRecord } from './isRecord';

type Leaf = string | number | boolean | null;

/** Each leaf of `filter` with its path (a scalar filter is one leaf at the payload itself). */
function leaves(filter: unknown, path: readonly string[] = []): Array<[readonly string[], Leaf]> {
  return typeof filter === 'object' && filter !== null
    ? Object.entries(filter).flatMap(([key, value]) => leaves(value, [...path, ...key.split('.')]))
    : [[path, filter as Leaf]];
}

/** Whether `value` holds `wanted` at `path`, by the database's rules for a dotted path. */
function holds(value: unknown, path: readonly string[], wanted: Leaf): boolean {
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return (head !== undefined && /^\d+$/.test(head) && holds(value[Number(head)], rest, wanted)) || value.some((item) => holds(item, path, wanted));
  }
  if (head === undefined) return wanted === null ? value == null : value === wanted;
  return holds(isRecord(value) && Object.hasOwn(value, head) ? value[head] : undefined, rest, wanted);
}

/** Whether a message's `payload` matches the feed's payload `filter`, as the service decides. */
export function matchesPayloadFilter(payload: unknown, filter: unknown): boolean {
  return leaves(filter).every(([path, wanted]) => holds(payload, path, wanted));
}
