// One term and its value in a `<dl>` of facts; renders nothing when there is no value, so that
// optional fields of the service simply do not appear.
import type { ReactNode } from 'react';

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <div className="ik-fact">
      <dt className="ik-fact__term">{term}</dt>
      <dd className="ik-fact__value">{children}</dd>
    </div>
  );
}
