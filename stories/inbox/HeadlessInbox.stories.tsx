// A custom inbox from the hooks alone: the app's own markup, with the library's messages, its
// optimistic mark-as, its selection rules (shift-click extends from the anchor) and its safe
// content renderer. Nothing here is <Inbox>.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MessageContent,
  useMarkMessagesAs,
  useMessages,
  useMessageSelection,
  type FeedMessage,
} from 'inbox-kit';
import { MOCK_IDS } from 'inbox-kit/mock';
import { useMemo, type MouseEvent } from 'react';
import { installMockService, withInboxKit } from '../support/mockService';

interface HeadlessInboxProps {
  subscriberId: string;
}

function titleOf(message: FeedMessage): string {
  return message.subject ?? message.title ?? (typeof message.content === 'string' ? message.content : message._id);
}

function HeadlessInbox({ subscriberId }: HeadlessInboxProps) {
  const { messages, isPending, isError } = useMessages({ subscriberId, pageSize: 10 });
  const { mutate } = useMarkMessagesAs({ subscriberId });
  const selection = useMessageSelection();
  const orderedIds = useMemo(() => messages.map((message) => message._id), [messages]);
  const selectedInOrder = orderedIds.filter((id) => selection.selectedIds.has(id));

  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">The messages could not be loaded.</p>;

  function onCheckboxClick(event: MouseEvent<HTMLInputElement>, id: string) {
    if (event.shiftKey) selection.extend(id, orderedIds);
    else selection.toggle(id);
  }

  return (
    <section aria-label="My notifications" style={{ maxInlineSize: 560, fontFamily: 'var(--ik-font)' }}>
      <div style={{ display: 'flex', gap: 8, marginBlockEnd: 8 }}>
        <span>{selectedInOrder.length} selected</span>
        <button
          type="button"
          disabled={selectedInOrder.length === 0}
          onClick={() => {
            mutate({ messageIds: selectedInOrder, markAs: 'read' });
            selection.clear();
          }}
        >
          Mark selected read
        </button>
      </div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((message) => (
          <li
            key={message._id}
            data-message-id={message._id}
            style={{ borderBlockEnd: '1px solid #ccc', paddingBlock: 8, fontWeight: message.read ? 'normal' : 'bold' }}
          >
            <label>
              <input
                type="checkbox"
                checked={selection.isSelected(message._id)}
                onChange={() => undefined}
                onClick={(event) => onCheckboxClick(event, message._id)}
              />{' '}
              {titleOf(message)}
            </label>
            <MessageContent content={message.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Inbox/Headless inbox',
  component: HeadlessInbox,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    installMockService(msw);
  },
  args: { subscriberId: MOCK_IDS.subscribers.default },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeadlessInbox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hooks only: useMessages, useMarkMessagesAs, useMessageSelection and MessageContent. */
export const FromHooks: Story = {};
