'use client';

// A free-form object from the service (payload, overrides, controls…) as JSON behind a button.
import { CopyButton } from '../../ui/CopyButton';
import { Disclosure } from '../../ui/Disclosure';
import { JsonView, stringifyJson } from '../../ui/json';
import { useActivitySettings } from './ActivityContext';

export interface JsonDisclosureProps {
  label: string;
  value: unknown;
  defaultOpen?: boolean;
}

export function JsonDisclosure({ label, value, defaultOpen }: JsonDisclosureProps) {
  const { labels } = useActivitySettings();
  return (
    <Disclosure
      summary={label}
      defaultOpen={defaultOpen}
      className="ik-json-disclosure"
      aside={
        <CopyButton
          text={() => stringifyJson(value)}
          aria-label={labels.copyNamed(label)}
          labels={labels}
        />
      }
    >
      <JsonView value={value} label={label} />
    </Disclosure>
  );
}
