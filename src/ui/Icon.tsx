// A 1em single-path icon in the text colour, hidden from assistive technology: the word beside it
// carries the meaning, so status is never shown by the icon (or its colour) alone.
import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The path of a 16 × 16 drawing. */
  path: string;
}

export function Icon({ path, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path fillRule="evenodd" d={path} />
    </svg>
  );
}
