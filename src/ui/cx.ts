// Joins class names, skipping empty ones, so a consumer's `className` can be merged last.

export type ClassValue = string | false | null | undefined | 0;

/** `cx('ik-a', cond && 'ik-b', className)` → `"ik-a ik-b user-class"`. */
export function cx(...values: ClassValue[]): string {
  let out = '';
  for (const value of values) {
    if (!value) continue;
    out = out ? `${out} ${value}` : value;
  }
  return out;
}
