// The messages every page of the peers table is served: the first page our own page was answered
// with (its recorded `GET …/notifications/feed`, from the package's mock), so that each library
// shows the same messages, each in its own API's shape (knockApi.ts, magicBellApi.ts).
import type { FeedMessage } from '../../../src/api/types';
import type { RecordedAnswer } from '../pageRuntime';

/** Our page's request for its first page of messages (the counts ask the feed with a filter). */
export function isOurFirstPage({ method, url }: { method: string; url: string }): boolean {
  if (method !== 'GET') return false;
  const { pathname, searchParams } = new URL(url);
  return pathname.endsWith('/notifications/feed') && !searchParams.has('read') && !searchParams.has('seen') && (searchParams.get('page') ?? '0') === '0';
}

/**
 * The feed's items our page was served, newest first, as the mock sent them: the answer to its
 * request for the first page, the one feed request without a filter (the counts ask the feed too,
 * for unread or unseen messages).
 */
export function servedMessages(recorded: Readonly<Record<string, RecordedAnswer>>): FeedMessage[] {
  const pages = Object.entries(recorded).filter(([request, answer]) => {
    const [method = '', url = ''] = request.split(' ');
    return answer.status === 200 && isOurFirstPage({ method, url });
  });
  if (pages.length !== 1) throw new Error(`Expected one recorded first page of our page's feed, found: ${Object.keys(recorded).join(', ')}`);
  const page = JSON.parse(pages[0]![1].body) as { data?: FeedMessage[] };
  if (!Array.isArray(page.data) || page.data.length === 0) throw new Error('Our recorded feed answer holds no messages');
  return page.data;
}

/**
 * One message's text as a peer shows it: its headline (the subject, or the content when it has
 * none: MagicBell requires a title) and the rest.
 */
export function textOf(message: FeedMessage): { headline: string; body: string } {
  const content = typeof message.content === 'string' ? message.content : (message.content ?? []).map((block) => block.content).join(' ');
  const subject = message.subject ?? message.title ?? '';
  return subject ? { headline: subject, body: content } : { headline: content, body: '' };
}

/** Text as HTML (both peers put their API's rendered strings into the page as HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A time of the mock's fixtures moved by `shiftMs`: our page is given the fixtures' clock
 * (`now`), the peers read the real one, so their messages are moved to keep the same ages.
 */
export function shiftedTime(iso: string | null | undefined, shiftMs: number): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + shiftMs).toISOString();
}

/** The JSON answer of a fake API. */
export function jsonAnswer(status: number, body: unknown): RecordedAnswer {
  return { status, headers: [['content-type', 'application/json; charset=utf-8']], body: JSON.stringify(body) };
}
