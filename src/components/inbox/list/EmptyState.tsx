// What a filter with no messages shows: the labels' sentence, or the app's `renderEmpty`.
import type { ReactNode } from 'react';
import type { MessagesFilter } from '../../../query/inboxKeys';
import type { InboxLabels } from '../inboxLabels';

export interface InboxRenderEmptyArgs {
  filter: MessagesFilter;
  labels: InboxLabels;
}

export interface EmptyStateProps extends InboxRenderEmptyArgs {
  renderEmpty: ((args: InboxRenderEmptyArgs) => ReactNode) | undefined;
}

export function EmptyState({ filter, labels, renderEmpty }: EmptyStateProps) {
  return (
    <div data-slot="inbox-empty" data-filter={filter} className="ik-inbox-empty">
      {renderEmpty ? renderEmpty({ filter, labels }) : <p>{labels.empty[filter]}</p>}
    </div>
  );
}
