'use client';

// An item of the record the client could not read (a `MalformedItem`), shown at its place as one
// entry that says so: why, in a reader's words, and the item as received on demand. It carries
// `data-malformed` and none of a readable item's `data-job-id` / `data-execution-detail-id`, so
// that code counting jobs or entries by those never counts it as one.
import type { MalformedItem } from '../../api/types';
import { StatusIcon } from '../../ui/status';
import { useActivitySettings } from './ActivityContext';
import { JsonDisclosure } from './JsonDisclosure';
import { StatusLabel } from './StatusLabel';
import { unreadableCause, type UnreadableKind } from './unreadableCause';

/** Something is wrong with what was sent, and it cannot be told what: the warning icon and word. */
const TONE = 'warning';

export interface UnreadableItemProps {
  item: MalformedItem;
}

/** A job that could not be read: a list item of the job timeline. */
export function UnreadableJobItem({ item }: UnreadableItemProps) {
  const { labels, headingLevel } = useActivitySettings();
  // The level of a readable job's heading (its disclosure button), so that headings list it too.
  const Heading = `h${Math.min(headingLevel + 2, 6)}` as 'h4';
  return (
    <li className="ik-job ik-job--unreadable" data-malformed="job" data-tone={TONE}>
      <span className="ik-job__marker" aria-hidden="true">
        <StatusIcon tone={TONE} />
      </span>
      <div className="ik-unreadable">
        <Heading className="ik-unreadable__heading">
          <span className="ik-job__type">{labels.unreadableStep}</span>
          <StatusLabel tone={TONE} className="ik-job__status">
            {labels.unreadable}
          </StatusLabel>
        </Heading>
        <UnreadableFacts kind="job" item={item} jsonLabel={labels.unreadableStepJson} />
      </div>
    </li>
  );
}

/** An execution detail that could not be read: a list item of its job's log. */
export function UnreadableDetailItem({ item }: UnreadableItemProps) {
  const { labels } = useActivitySettings();
  return (
    <li className="ik-log-entry ik-log-entry--unreadable" data-malformed="execution-detail" data-tone={TONE}>
      <span className="ik-log-entry__marker" aria-hidden="true" />
      <div className="ik-log-entry__body">
        <div className="ik-log-entry__line">
          <StatusLabel tone={TONE} className="ik-log-entry__status">
            {labels.unreadable}
          </StatusLabel>
          <span className="ik-log-entry__detail">{labels.unreadableEntry}</span>
        </div>
        <UnreadableFacts kind="execution-detail" item={item} jsonLabel={labels.unreadableEntryJson} />
      </div>
    </li>
  );
}

function UnreadableFacts({ kind, item, jsonLabel }: { kind: UnreadableKind; item: MalformedItem; jsonLabel: string }) {
  const { labels } = useActivitySettings();
  return (
    <>
      <p className="ik-unreadable__cause">{labels.unreadableCauses[unreadableCause({ kind, raw: item.raw })]}</p>
      <JsonDisclosure label={jsonLabel} value={item.raw} />
    </>
  );
}
