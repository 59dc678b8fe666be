// The tolerant reader's one narrowing rule (API.md §1) and the kinds of field it knows. Each
// answer's shape is data, field name → kind (validateMessage.ts, narrowSubscriber.ts, …), read by
// `narrowFields`: a field of its kind is kept, a field of another kind is made absent, at every
// depth, whatever the service's model calls required. The body is freshly parsed JSON that
// nobody else holds, so it is narrowed in place. Fields a shape does not name pass untouched.
import { isRecord } from '../isRecord';

type Fields = Record<string, unknown>;

/**
 * A kind of field: given the value received, the value to keep (the same value; an object
 * narrowed in place; a list without its items of another kind), or undefined when the value is
 * not of this kind, and the field is made absent.
 */
export type Kind = (value: unknown) => unknown;

export type Shape = Readonly<Record<string, Kind>>;

/** A shape that names every field of `T`: the compiler then says when the type gains one the reader misses. */
export type ShapeOf<T> = { readonly [K in keyof T]-?: Kind };

const kindOf =
  (test: (value: unknown) => boolean): Kind =>
  (value) =>
    test(value) ? value : undefined;

export const string = kindOf((value) => typeof value === 'string');
export const boolean = kindOf((value) => typeof value === 'boolean');
/** A number that JSON can carry: not NaN, not infinite. */
export const number = kindOf(Number.isFinite);
/** A whole number of at least 0: a page, a page size, how many messages a mark-all changed. */
export const count = kindOf((value) => Number.isInteger(value) && (value as number) >= 0);
/** A free-form object (`JsonObject`): its fields are not described, so they are kept as sent. */
export const record = kindOf(isRecord);

/** `kind`, or null. */
export function nullable(kind: Kind): Kind {
  return (value) => (value === null ? null : kind(value));
}

/** A value of the first kind, or else of the second. */
export function either(first: Kind, second: Kind): Kind {
  return (value) => {
    const kept = first(value);
    return kept === undefined ? second(value) : kept;
  };
}

/** A list whose items of another kind than `item` are left out (the rest of the list stays). */
export function listOf(item: Kind): Kind {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const kept = value.filter((entry) => item(entry) !== undefined);
    return kept.length === value.length ? value : kept;
  };
}

/**
 * An object whose fields are narrowed by `shape`. With `needs`, an object without one of those
 * fields (of its kind) is not of this kind at all: a content block or a button without its text
 * is left out of its list.
 */
export function object(shape: Shape, needs: Shape = {}): Kind {
  return (value) => {
    if (!isRecord(value)) return undefined;
    for (const key in needs) if (needs[key]!(value[key]) === undefined) return undefined;
    narrowFields(value, shape);
    return value;
  };
}

/** Each field of `fields` that `shape` names is kept as its kind keeps it, or made absent. */
export function narrowFields(fields: Fields, shape: Shape): void {
  for (const key in shape) {
    const value = fields[key];
    if (value === undefined) continue;
    const kept = shape[key]!(value);
    if (kept === undefined) delete fields[key];
    else fields[key] = kept;
  }
}
