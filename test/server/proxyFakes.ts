// The proxy of the unit tests, in front of a fake service that records what it is asked: the
// routes' answers are scripted per test, the subscriber lookups answered apart (and recorded apart).
import { createProxyHandlerWithClock } from '../../src/server/createProxyHandler';
import type { ProxyHandlerOptions } from '../../src/server';
import { json, objectId, recordingFetch, type RecordedRequest } from '../api/fakeService';

export const APP = 'https://app.example';
export const MARK_AS = `${APP}/api/inbox/v1/subscribers/user-42/messages/mark-as`;
export const MARK_ALL = `${APP}/api/inbox/v1/subscribers/user-42/messages/mark-all`;
export const FEED = `${APP}/api/inbox/v1/subscribers/user-42/notifications/feed`;
export const NOTIFICATION = `${APP}/api/inbox/v1/notifications/${objectId(1)}`;
export const markBody = JSON.stringify({ messageId: [objectId(1)], markAs: 'read' });

/** The internal id messageRecord's messages carry as `_subscriberId`. */
export const INTERNAL_ID = 'sub-internal';

/** The service's lookup of a subscriber (`GET /v1/subscribers/{id}`), told from the routes it forwards. */
const isLookup = (url: string) => /^\/v1\/subscribers\/[^/]+$/.test(new URL(url).pathname);

/** The service's answer to a lookup: the subscriber asked for, with INTERNAL_ID. */
export function subscriberAnswer(request: RecordedRequest): Response {
  const subscriberId = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  return json({ data: { _id: INTERNAL_ID, subscriberId } });
}

type Answers = Parameters<typeof recordingFetch>;

export interface FakeProxyOptions extends Partial<ProxyHandlerOptions> {
  /** The lookups' answers (default: subscriberAnswer). */
  lookup?: Answers;
  /** The cache's clock (default: one that stays at 0). */
  now?: () => number;
}

/** A proxy whose service answers the routes with `answers` (the last repeats; default `{data: []}` 201). */
export function setup(options: FakeProxyOptions = {}, ...answers: Answers) {
  const { lookup = [subscriberAnswer], now = () => 0, ...proxyOptions } = options;
  const service = recordingFetch(...(answers.length > 0 ? answers : [json({ data: [] }, 201)]));
  const lookups = recordingFetch(...lookup);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    (isLookup(String(input)) ? lookups.fetch : service.fetch)(input, init)) as typeof globalThis.fetch;
  const handler = createProxyHandlerWithClock(
    {
      apiBaseUrl: 'https://api.example.com/',
      apiKey: 'sk_secret',
      basePath: '/api/inbox',
      authorize: () => ({ subscriberId: 'user-42' }),
      fetch,
      ...proxyOptions,
    },
    now,
  );
  return { handler, calls: service.calls, lookups: lookups.calls };
}

export const post = (url: string, body = markBody, headers: HeadersInit = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(headers)) } });
