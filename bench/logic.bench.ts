// Figures for the pure work on the hot paths: checking answers, projecting pending changes over
// thousands of cached messages, the mock's state table, describing a huge record's metadata.
import { expect, test } from 'vitest';
import { parseMessages, parseMessagesPage } from '../src/api/read/validateResponse';
import type { ActivityNotification, FeedMessage } from '../src/api/types';
import { describeStepMetadata } from '../src/format/describeStepMetadata';
import { createMockService, MOCK_IDS } from '../src/mock';
import { MarkAsLedger } from '../src/query/ledger/markAsLedger';
import { projectInfiniteMessages, type ConfirmedMessagesPage } from '../src/query/ledger/projectMessages';
import { measure } from './measure';

const service = createMockService();
const many = service.store.getFeed(MOCK_IDS.subscribers.many, { page: 0, limit: 100 });

function manyMessages(): FeedMessage[] {
  const all: FeedMessage[] = [];
  for (let page = 0; page < 20; page += 1) {
    all.push(...service.store.getFeed(MOCK_IDS.subscribers.many, { page, limit: 100 }).data);
  }
  return all;
}

test('checking answers', async () => {
  const page = JSON.parse(JSON.stringify({ data: many.data, page: 0, pageSize: 100, hasMore: true }));
  await measure('check a feed page of 100 messages', { budgetMs: 2, runs: 200 }, () => parseMessagesPage(page));
  const twoThousand = JSON.parse(JSON.stringify(manyMessages()));
  expect(twoThousand).toHaveLength(2000);
  await measure('check a mark-as answer of 2,000 messages', { budgetMs: 16, runs: 50 }, () => parseMessages(twoThousand));
});

test('projecting pending changes over the cache', async () => {
  const messages = manyMessages();
  const pages: ConfirmedMessagesPage[] = [];
  for (let i = 0; i < 20; i += 1) {
    pages.push({ data: messages.slice(i * 100, i * 100 + 100), page: i, pageSize: 100, hasMore: i < 19, asOf: 0 });
  }
  const data = { pages, pageParams: pages.map((_, i) => i) };
  const ledger = new MarkAsLedger();
  for (let i = 0; i < 20; i += 1) {
    ledger.begin({
      messageIds: messages.slice(i * 100, i * 100 + 100).map((m) => m._id),
      markAs: i % 2 ? 'read' : 'unseen',
      now: new Date(),
    });
  }
  const snapshot = ledger.getSnapshot();
  await measure('project 20 pending changes over 2,000 cached messages', { budgetMs: 16, runs: 50 }, () =>
    projectInfiniteMessages(data, 'unread', snapshot),
  );
});

test('the mock service marking 2,000 messages', async () => {
  const ids = manyMessages().map((m) => m._id);
  let markAs: 'read' | 'unread' = 'read';
  await measure('mock store: mark 2,000 messages read/unread', { budgetMs: 50, runs: 50 }, () => {
    markAs = markAs === 'read' ? 'unread' : 'read';
    return service.store.markMessagesAs(MOCK_IDS.subscribers.many, ids, markAs);
  });
});

test('describing a huge record', async () => {
  const record = service.store.getNotification(MOCK_IDS.notifications.huge) as ActivityNotification;
  const jobs = record.jobs ?? [];
  expect(jobs.length).toBeGreaterThanOrEqual(50);
  await measure('describe the metadata of 50 jobs', { budgetMs: 5, runs: 100 }, () =>
    jobs.map((job) =>
      describeStepMetadata({ jobType: job.type, metadata: job.step?.metadata, digest: job.digest }, { locale: 'en' }),
    ),
  );
});
