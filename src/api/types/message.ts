// A message as mark-as answers it (SPEC.md §2.1), with its content blocks and call to action (§2.5).
// As the client reads it (API.md §1, tolerant reader): only `_id`, `read` and `seen` are sure to be
// there, whatever the service's model calls required; every other field is present only when the
// service sent it with its type (older service versions leave fields out).
import type { JsonObject, OpenString } from './common';
import type { ChannelType, MessageStatus } from './enums';
import type { ProviderId } from './providers';
import type { Subscriber } from './subscriber';

export const EMAIL_BLOCK_TYPES = ['button', 'text'] as const;
export type EmailBlockType = OpenString<(typeof EMAIL_BLOCK_TYPES)[number]>;

export const TEXT_ALIGNS = ['center', 'left', 'right'] as const;
export type TextAlign = OpenString<(typeof TEXT_ALIGNS)[number]>;

/** A content block. A block without a string `type` and `content` is left out of the list. */
export interface EmailBlock {
  type: EmailBlockType;
  content: string;
  url?: string;
  styles?: { textAlign?: TextAlign };
}

export const BUTTON_TYPES = ['primary', 'secondary'] as const;
export type ButtonType = OpenString<(typeof BUTTON_TYPES)[number]>;

/** A button. One without a string `type` and `content` is left out of the list. */
export interface MessageButton {
  type: ButtonType;
  content: string;
  resultContent?: string;
}

export const CTA_ACTION_STATUSES = ['pending', 'done'] as const;
export type CtaActionStatus = OpenString<(typeof CTA_ACTION_STATUSES)[number]>;

export interface MessageAction {
  status?: CtaActionStatus;
  buttons?: MessageButton[];
  result?: { payload?: JsonObject; type?: ButtonType };
}

export interface MessageCTA {
  type?: OpenString<'redirect'>;
  data?: { url?: string };
  action?: MessageAction;
}


export interface Message {
  _id: string;
  _templateId?: string | null;
  _environmentId?: string;
  _messageTemplateId?: string | null;
  _organizationId?: string;
  _notificationId?: string;
  _subscriberId?: string;
  subscriber?: Subscriber;
  /**
   * The workflow the message was sent from (SPEC.md §2.4's `Workflow`), as the service sent it: the
   * library reads nothing of it, so its fields are not checked. Read them as unknown.
   */
  template?: JsonObject;
  templateIdentifier?: string;
  /** Absent on some answers: a row then shows no time. */
  createdAt?: string;
  deliveredAt?: string[];
  lastSeenDate?: string;
  lastReadDate?: string;
  /**
   * `null` on email, sms, push and chat messages unless the service stores their content
   * (SERVER-NOTES.md §1); mark-as answers messages of any channel. Absent: an empty body.
   */
  content?: EmailBlock[] | string | null;
  transactionId?: string;
  subject?: string;
  channel?: ChannelType;
  read: boolean;
  seen: boolean;
  snoozedUntil?: string;
  email?: string;
  phone?: string;
  directWebhookUrl?: string;
  providerId?: ProviderId;
  deviceTokens?: string[];
  title?: string;
  /** Absent: no call to action. */
  cta?: MessageCTA;
  _feedId?: string | null;
  status?: MessageStatus;
  errorId?: string;
  errorText?: string;
  payload?: JsonObject;
  overrides?: JsonObject;
  contextKeys?: string[];
}

/**
 * SPEC.md marks a message's `_id` optional, but every message the service stores has one and
 * nothing can be marked without it, so the client requires it (a message without one is left out
 * and reported) and the type says so.
 */
export type MessageId = Message['_id'];
