// Reading a Message (SPEC.md §2.1) as mark-as answers it: usable with a string `_id` (nothing can
// be marked without it) and boolean `read` and `seen` (what the hooks apply); every other field,
// whatever SPEC.md calls required, at every depth, is narrowed by its shape (fieldKinds.ts says
// how). Unknown fields and unknown enum strings pass untouched.
import { either, listOf, narrowFields, nullable, object, record, string, type Shape, type ShapeOf } from './fieldKinds';
import { subscriber } from './narrowSubscriber';
import { requireField } from './responseChecks';
import type { EmailBlock, Message, MessageAction, MessageButton, MessageCTA } from '../types';

type Fields = Record<string, unknown>;

/** The fields an item needs, checked before its shape is read. */
export type MessageState = '_id' | 'read' | 'seen';

/**
 * A message or a feed item is usable with what the library needs to show and change it: `_id`,
 * `read`, `seen`. A usable one is then narrowed by `shape`; another is left untouched.
 */
export function checkMessageState(value: Fields, shape: Shape): string | undefined {
  const found =
    requireField(value, '_id', 'string') ?? requireField(value, 'read', 'boolean') ?? requireField(value, 'seen', 'boolean');
  if (!found) narrowFields(value, shape);
  return found;
}

/** An EmailBlock and a button both need their `{type, content}` text: one without it is left out. */
const TYPED_TEXT = { type: string, content: string } satisfies Shape;

const block = object(
  {
    url: string,
    styles: object({ textAlign: string } satisfies ShapeOf<NonNullable<EmailBlock['styles']>>),
  } satisfies ShapeOf<Omit<EmailBlock, keyof typeof TYPED_TEXT>>,
  TYPED_TEXT,
);

/** `content`: text, or a list of EmailBlocks. */
export const content = either(string, listOf(block));

const action = object({
  status: string,
  buttons: listOf(
    object({ resultContent: string } satisfies ShapeOf<Omit<MessageButton, keyof typeof TYPED_TEXT>>, TYPED_TEXT),
  ),
  result: object({ payload: record, type: string } satisfies ShapeOf<NonNullable<MessageAction['result']>>),
} satisfies ShapeOf<MessageAction>);

/** The call to action: a link and buttons. */
const cta = object({ type: string, data: object({ url: string }), action } satisfies ShapeOf<MessageCTA>);

/** The fields a mark-as message and a feed item share (both are the stored message), alike in both. */
export const STORED_MESSAGE = {
  _environmentId: string,
  _organizationId: string,
  _notificationId: string,
  _subscriberId: string,
  transactionId: string,
  channel: string,
  status: string,
  lastSeenDate: string,
  lastReadDate: string,
  snoozedUntil: string,
  title: string,
  errorId: string,
  errorText: string,
  payload: record,
  overrides: record,
  deliveredAt: listOf(string),
  subscriber,
  cta,
} satisfies Shape;

const MESSAGE = {
  ...STORED_MESSAGE,
  createdAt: string,
  templateIdentifier: string,
  subject: string,
  email: string,
  phone: string,
  directWebhookUrl: string,
  providerId: string,
  _templateId: nullable(string),
  _messageTemplateId: nullable(string),
  _feedId: nullable(string),
  deviceTokens: listOf(string),
  contextKeys: listOf(string),
  // The workflow it was sent from: nothing reads it, so it is kept as sent (a JsonObject).
  template: record,
  // Null on email, sms, push and chat messages (SERVER-NOTES.md §1).
  content: nullable(content),
} satisfies ShapeOf<Omit<Message, MessageState>>;

export function checkMessage(value: Fields): string | undefined {
  return checkMessageState(value, MESSAGE);
}
