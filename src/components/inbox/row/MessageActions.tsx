'use client';

// A message's CTA buttons (primary/secondary), or the result once the action is done.
import type { FeedMessage, MessageButton } from '../../../api/types';
import { Button } from '../../../ui/Button';

export interface InboxActionClickArgs {
  message: FeedMessage;
  button: MessageButton;
  /** The button's position in `cta.action.buttons`. */
  index: number;
}

export interface MessageActionsProps {
  message: FeedMessage;
  onActionClick?: (args: InboxActionClickArgs) => void;
}

export function MessageActions({ message, onActionClick }: MessageActionsProps) {
  const action = message.cta?.action;
  const buttons = Array.isArray(action?.buttons) ? action.buttons : [];
  if (buttons.length === 0) return null;
  if (action?.status === 'done') {
    const chosen = buttons.find((button) => button.type === action.result?.type);
    const text = chosen?.resultContent ?? chosen?.content;
    if (!text) return null;
    return (
      <p data-slot="inbox-action-result" className="ik-inbox-action-result">
        <span aria-hidden="true">✓ </span>
        <bdi>{text}</bdi>
      </p>
    );
  }
  return (
    <div data-slot="inbox-actions" className="ik-inbox-actions">
      {buttons.map((button, index) => (
        <Button
          key={index}
          size="sm"
          variant={button.type === 'primary' ? 'primary' : 'secondary'}
          data-slot="inbox-action-button"
          data-action-type={button.type}
          onClick={() => onActionClick?.({ message, button, index })}
        >
          <bdi>{button.content}</bdi>
        </Button>
      ))}
    </div>
  );
}
