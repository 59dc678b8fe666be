// @vitest-environment node
// Services of one seed share their built fixtures (fixturesForSeed): a change in one service, by
// mark-as, mark-all or a reset, must never show in another.
import { expect, test } from 'vitest';
import { createMockService, MOCK_IDS } from '../../src/mock';

const ada = MOCK_IDS.subscribers.default;
const many = MOCK_IDS.subscribers.many;

const states = (service: ReturnType<typeof createMockService>, subscriberId: string) =>
  service.store.getMessages(subscriberId).map((message) => `${message._id}:${message.read}:${message.seen}`);

test('a mark-as and a mark-all in one service leave another service of the same seed as built', () => {
  const first = createMockService();
  const second = createMockService();
  const before = states(second, ada);
  const unread = first.store.getMessages(ada).filter((message) => !message.read).map((message) => message._id!);
  expect(unread.length).toBeGreaterThan(1);
  const [changed] = first.store.markMessagesAs(ada, unread.slice(0, 1), 'read');
  expect(changed?.read).toBe(true);
  expect(first.store.markAllMessagesAs(many, { markAs: 'read' })).toBeGreaterThan(0);
  expect(states(second, ada)).toEqual(before);
  expect(second.store.getMessages(many).some((message) => !message.read)).toBe(true);
  // A third service, and a reset of the first, start from the data as built.
  expect(states(createMockService(), ada)).toEqual(before);
  first.reset();
  expect(states(first, ada)).toEqual(before);
});

test('a message read from the store is a copy: changing it changes nothing stored', () => {
  const service = createMockService();
  const [message] = service.store.getMessages(ada);
  message!.read = !message!.read;
  expect(service.store.getMessage(ada, message!._id!)?.read).toBe(!message!.read);
});
