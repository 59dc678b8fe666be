'use client';

// An execution detail's `raw` (usually the provider's answer) behind a button: pretty-printed
// when it is JSON, plain text otherwise, never interpreted as markup.
import { CodeBlock, prettyPrintJson } from '../../../ui/json';
import { CopyButton } from '../../../ui/CopyButton';
import { Disclosure } from '../../../ui/Disclosure';
import { useActivitySettings } from '../ActivityContext';
import { CopyableId } from '../CopyableId';

export interface RawDataProps {
  raw: string;
  /** The log entry's text, to name the block. */
  detail: string;
  /** Absent when the service sent none. */
  detailId?: string;
}

export function RawData({ raw, detail, detailId }: RawDataProps) {
  const { labels } = useActivitySettings();
  return (
    <Disclosure summary={labels.raw} className="ik-raw-data">
      <RawDataPanel raw={raw} detail={detail} detailId={detailId} />
    </Disclosure>
  );
}

function RawDataPanel({ raw, detail, detailId }: RawDataProps) {
  const { labels } = useActivitySettings();
  // Parsed only once shown: a closed entry costs nothing.
  const pretty = prettyPrintJson(raw);
  return (
    <div className="ik-raw-data__panel">
      <div className="ik-raw-data__bar">
        <span className="ik-muted">
          {labels.detailId}: <CopyableId id={detailId} name={labels.detailId} />
        </span>
        <CopyButton text={raw} aria-label={labels.copyRaw} labels={labels} />
      </div>
      <CodeBlock
        text={pretty ?? raw}
        language={pretty === undefined ? 'text' : 'json'}
        label={labels.rawOf(detail)}
        className="ik-raw-data__text"
      />
    </div>
  );
}
