import { expect, test } from 'vitest';
import type { Message } from '../../../src/api/types';
import { contentText, messageHeading, messageName } from '../../../src/components/inbox/row/messageText';

const base = { _id: 'a', read: false, seen: false, cta: {}, status: 'sent' } as unknown as Message;

test('heading prefers subject, then title', () => {
  expect(messageHeading({ ...base, subject: ' Hi ', title: 'T' })).toBe('Hi');
  expect(messageHeading({ ...base, subject: '  ', title: 'T' })).toBe('T');
  expect(messageHeading(base)).toBeUndefined();
});

test('the name falls back to the text of the content, then to the fallback', () => {
  expect(messageName({ ...base, content: 'Build  failed\n on main' }, 'x')).toBe('Build failed on main');
  expect(
    messageName({ ...base, content: [{ type: 'text', content: 'Hello' }, { type: 'button', content: 'Go' }] }, 'x'),
  ).toBe('Hello Go');
  expect(messageName(base, '(no subject)')).toBe('(no subject)');
  expect(messageName({ ...base, subject: 'x'.repeat(300) }, '')).toBe('x'.repeat(300));
});

test('contentText ignores malformed blocks', () => {
  expect(contentText([{ type: 'text', content: 'a' }, null as unknown as never])).toBe('a');
  expect(contentText(undefined)).toBe('');
});
