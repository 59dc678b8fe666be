'use client';

// A button that shows and hides a panel. The panel is not rendered at all while closed, so a page
// of many closed disclosures costs only their buttons.
import { useId, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';

export interface DisclosureProps {
  /** The button's content (its accessible name). */
  summary: ReactNode;
  /** The panel, rendered only while open. */
  children: ReactNode;
  /** Open at first. The disclosure keeps its own state: no caller controls it. */
  defaultOpen?: boolean;
  /** Extra content beside the button (not inside it), e.g. a copy button. */
  aside?: ReactNode;
  /** Always-visible content between the button and the panel, e.g. a one-line summary. */
  description?: ReactNode;
  className?: string;
  buttonClassName?: string;
  /** Heading level for the button (wraps it in `<hN>`), for disclosures that title a section. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  aside,
  description,
  className,
  buttonClassName,
  headingLevel,
}: DisclosureProps) {
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const button = (
    <button
      type="button"
      aria-expanded={open}
      // Only point at the panel while it exists.
      aria-controls={open ? panelId : undefined}
      onClick={() => setOpen(!open)}
      data-slot="disclosure-button"
      className={cx('ik-disclosure__button', buttonClassName)}
    >
      <DisclosureChevron />
      <span className="ik-disclosure__summary">{summary}</span>
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return (
    <div data-slot="disclosure" data-state={open ? 'open' : 'closed'} className={cx('ik-disclosure', className)}>
      <div className="ik-disclosure__bar">
        {Heading ? <Heading className="ik-disclosure__heading">{button}</Heading> : button}
        {aside}
      </div>
      {description}
      {open && (
        <div id={panelId} data-slot="disclosure-panel" className="ik-disclosure__panel">
          {children}
        </div>
      )}
    </div>
  );
}

function DisclosureChevron() {
  return (
    <Icon
      path="M6 3.5a.75.75 0 0 1 1.06 0l4 4a.75.75 0 0 1 0 1.06l-4 4A.75.75 0 0 1 6 11.5L9.44 8 6 4.56a.75.75 0 0 1 0-1.06Z"
      className="ik-disclosure__chevron"
    />
  );
}
