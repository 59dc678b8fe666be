// A message's body: a plain string, or EmailBlocks (text paragraphs and link buttons, each with
// its alignment). Everything renders as text; a block's URL is used only when safe.
import type { CSSProperties } from 'react';
import type { EmailBlock, Message } from '../../../api/types';
import { cx } from '../../../ui/cx';
import { safeUrl } from '../../../ui/safeUrl';

export interface MessageContentProps {
  content: Message['content'];
  className?: string;
}

// The service's `left`/`right` mean "start"/"end" of the line: in a right-to-left inbox a block
// authored as left-aligned follows the reading direction instead of fighting it.
const ALIGN: Record<string, CSSProperties['textAlign']> = {
  left: 'start',
  right: 'end',
  center: 'center',
};

function blockAlign(block: EmailBlock): CSSProperties | undefined {
  const align = block.styles?.textAlign;
  const value = align === undefined ? undefined : ALIGN[align];
  return value ? { textAlign: value } : undefined;
}

function Block({ block }: { block: EmailBlock }) {
  const style = blockAlign(block);
  if (block.type === 'button') {
    const href = safeUrl(block.url);
    return (
      <p
        dir="auto"
        data-slot="inbox-block"
        data-block-type="button"
        className="ik-inbox-block ik-inbox-block--button"
        style={style}
      >
        {href ? (
          <a
            href={href}
            className="ik-button ik-button--secondary ik-button--sm"
            data-slot="inbox-block-link"
          >
            {block.content}
          </a>
        ) : (
          <span className="ik-inbox-block__inert-button" data-slot="inbox-block-link" data-disabled="">
            {block.content}
          </span>
        )}
      </p>
    );
  }
  // `text`, and any block type the service may add later, shows its content as text.
  return (
    <p
      dir="auto"
      data-slot="inbox-block"
      data-block-type={typeof block.type === 'string' ? block.type : 'text'}
      className="ik-inbox-block"
      style={style}
    >
      {block.content}
    </p>
  );
}

export function MessageContent({ content, className }: MessageContentProps) {
  if (typeof content === 'string') {
    if (content.trim() === '') return null;
    return (
      <p dir="auto" data-slot="inbox-content" className={cx('ik-inbox-content', className)}>
        {content}
      </p>
    );
  }
  if (!Array.isArray(content) || content.length === 0) return null;
  return (
    <div data-slot="inbox-content" className={cx('ik-inbox-content', className)}>
      {content.map((block, index) =>
        block && typeof block === 'object' && typeof block.content === 'string' ? (
          <Block key={index} block={block} />
        ) : null,
      )}
    </div>
  );
}
