// The words that stand for a message: a checkbox's name, a menu's name, the row heading.
import type { EmailBlock, Message } from '../../../api/types';

/** The fields that word a message: a feed item and a mark-as answer both have them. */
export interface MessageWords {
  subject?: string | null;
  title?: string;
  content?: Message['content'];
}

/** The text of `content`: the string, or the EmailBlocks' contents joined by spaces. */
export function contentText(content: Message['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: EmailBlock) => (typeof block?.content === 'string' ? block.content : ''))
    .filter((text) => text.trim() !== '')
    .join(' ');
}

/** The row's heading: the subject, else the title, else nothing (the content then leads). */
export function messageHeading(message: MessageWords): string | undefined {
  const subject = message.subject?.trim();
  if (subject) return subject;
  const title = message.title?.trim();
  return title || undefined;
}

/**
 * One line naming the message: subject, title or text, whole (a name cut short could match two
 * messages, and API.md promises the name contains it); `fallback` when all are empty.
 */
export function messageName(message: MessageWords, fallback: string): string {
  return (messageHeading(message) ?? contentText(message.content)).replace(/\s+/g, ' ').trim() || fallback;
}
