// The app hears of an item left out of an answer once: through `onMalformedItem` and, outside
// production builds, a console warning; the same item brought again by a poll is not told again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { createMalformedItemReporter } from '../../src/api/read/malformedItemReporter';
import type { MalformedItemReport } from '../../src/api/types';
import { json, messageRecord, notificationRecord, objectId, recordingFetch, SUBSCRIBER } from './fakeService';

const report = (overrides: Partial<MalformedItemReport> = {}): MalformedItemReport => ({
  operation: 'listMessages',
  path: 'data[0]',
  reason: 'read: expected boolean, got undefined',
  item: { _id: objectId(1) },
  ...overrides,
});

function quietConsole() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createMalformedItemReporter', () => {
  it('tells the same operation, item and reason once, wherever the item sits in the answer', () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const tell = createMalformedItemReporter({ onMalformedItem });
    tell(report());
    tell(report({ path: 'data[7]' }));
    expect(onMalformedItem).toHaveBeenCalledTimes(1);
    expect(onMalformedItem).toHaveBeenCalledWith(report());
  });

  it('tells again for another operation, another reason or another item', () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const tell = createMalformedItemReporter({ onMalformedItem });
    tell(report());
    tell(report({ operation: 'markMessagesAs' }));
    tell(report({ reason: 'seen: expected boolean, got string' }));
    tell(report({ item: { _id: objectId(2) } }));
    expect(onMalformedItem).toHaveBeenCalledTimes(4);
  });

  it('knows an item without a string _id by its JSON text', () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const tell = createMalformedItemReporter({ onMalformedItem });
    tell(report({ item: { read: 'no', _id: 5 } }));
    tell(report({ item: { read: 'no', _id: 5 } }));
    tell(report({ item: { read: 'no', _id: 6 } }));
    tell(report({ item: 'x' }));
    tell(report({ item: 'x' }));
    tell(report({ item: undefined }));
    expect(onMalformedItem.mock.calls.map(([told]) => (told as MalformedItemReport).item)).toEqual([
      { read: 'no', _id: 5 },
      { read: 'no', _id: 6 },
      'x',
      undefined,
    ]);
  });

  it('remembers a bounded number of items, forgetting the oldest first', () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const tell = createMalformedItemReporter({ onMalformedItem, memory: 2 });
    const item = (n: number) => report({ item: { _id: objectId(n) } });
    tell(item(1));
    tell(item(2));
    tell(item(2));
    tell(item(3)); // forgets item 1
    tell(item(2));
    tell(item(1));
    expect(onMalformedItem.mock.calls.map(([told]) => (told as MalformedItemReport).item)).toEqual([
      { _id: objectId(1) },
      { _id: objectId(2) },
      { _id: objectId(3) },
      { _id: objectId(1) },
    ]);
  });

  it('keeps the default memory to the last 1,000 items', () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const tell = createMalformedItemReporter({ onMalformedItem });
    for (let n = 0; n <= 1000; n += 1) tell(report({ item: { _id: objectId(n) } }));
    tell(report({ item: { _id: objectId(1) } }));
    expect(onMalformedItem).toHaveBeenCalledTimes(1001);
    tell(report({ item: { _id: objectId(0) } }));
    expect(onMalformedItem).toHaveBeenCalledTimes(1002);
  });

  it('warns in the console outside production, once per item, with its path and reason', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = quietConsole();
    const tell = createMalformedItemReporter({});
    tell(report());
    tell(report());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('inbox-kit: left out data[0] of the listMessages answer: read: expected boolean, got undefined');
    expect(warn.mock.calls[0]![1]).toEqual({ _id: objectId(1) });
  });

  it('is silent in the console in production builds, and still tells the app', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = quietConsole();
    const onMalformedItem = vi.fn();
    createMalformedItemReporter({ onMalformedItem })(report());
    expect(warn).not.toHaveBeenCalled();
    expect(onMalformedItem).toHaveBeenCalledTimes(1);
  });

  it('warns where there is no process at all (a browser without a bundler)', () => {
    const warn = quietConsole();
    vi.stubGlobal('process', undefined);
    createMalformedItemReporter({})(report());
    vi.unstubAllGlobals();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('throws an error of the app\'s listener again on its own, after the answer is read', () => {
    quietConsole();
    const queued: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (run: () => void) => queued.push(run));
    const failure = new Error('the app failed');
    const tell = createMalformedItemReporter({
      onMalformedItem: () => {
        throw failure;
      },
    });
    expect(() => tell(report())).not.toThrow();
    vi.unstubAllGlobals();
    expect(queued).toHaveLength(1);
    expect(queued[0]!).toThrow(failure);
  });
});

describe('createClient({ onMalformedItem })', () => {
  it('reports the same broken item once across two identical answers (a poll)', async () => {
    quietConsole();
    const broken = { ...messageRecord(objectId(2)), _id: undefined };
    const page = { data: [messageRecord(objectId(1)), broken], page: 0, pageSize: 10, hasMore: false };
    const { fetch, calls } = recordingFetch(json(page));
    const reports: MalformedItemReport[] = [];
    const client = createClient({ baseUrl: 'https://x', fetch, onMalformedItem: (told) => reports.push(told) });
    const first = await client.listMessages({ subscriberId: SUBSCRIBER });
    const second = await client.listMessages({ subscriberId: SUBSCRIBER });
    expect(calls).toHaveLength(2);
    expect([first.data.length, second.data.length]).toEqual([1, 1]);
    expect(reports).toHaveLength(1);
    const { _id: _absent, ...sent } = broken;
    expect(reports[0]).toEqual({ operation: 'listMessages', path: 'data[1]', reason: '_id: expected string, got undefined', item: sent });
  });

  it('remembers per client: another client tells the app again', async () => {
    quietConsole();
    const record = notificationRecord({ jobs: [{ type: 'in_app' }] as never });
    const { fetch } = recordingFetch(json({ data: record }));
    const onMalformedItem = vi.fn();
    for (const client of [createClient({ baseUrl: 'https://x', fetch, onMalformedItem }), createClient({ baseUrl: 'https://x', fetch, onMalformedItem })]) {
      const read = await client.getNotification(objectId(1));
      expect(read.malformedJobs).toEqual([{ index: 0, reason: '_id: expected string, got undefined', raw: { type: 'in_app' } }]);
      await client.getNotification(objectId(1));
    }
    expect(onMalformedItem).toHaveBeenCalledTimes(2);
  });

  it('reports a message left out of a mark-as answer and returns the others', async () => {
    quietConsole();
    const onMalformedItem = vi.fn();
    const answer = { data: [messageRecord(objectId(1)), { ...messageRecord(objectId(2)), seen: null }] };
    const { fetch } = recordingFetch(json(answer, 201));
    const client = createClient({ baseUrl: 'https://x', fetch, onMalformedItem });
    const marked = await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2)], markAs: 'read' });
    expect(marked.map((message) => message._id)).toEqual([objectId(1)]);
    expect(onMalformedItem).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'markMessagesAs', path: 'data[1]', reason: 'seen: expected boolean, got null' }),
    );
  });
});
