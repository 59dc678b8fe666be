// Test doubles of the client's surroundings: a fetch that records every request and answers from
// a script, a runtime whose waits are recorded instead of slept, and valid service records.
import { vi } from 'vitest';
import type { Runtime } from '../../src/api/runtime';
import type { ActivityNotification, FeedMessage, Message } from '../../src/api/types';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

type Answer = Response | Error | ((request: RecordedRequest) => Response | Promise<Response>);

/** A fetch answering the n-th request with `answers[n]` (the last one repeats). */
export function recordingFetch(...answers: Answer[]) {
  const calls: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: bodyText(init.body),
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer === undefined) throw new Error('recordingFetch: no answer scripted');
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(request);
    return answer.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return undefined;
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(headers)) },
  });
}

export function serviceError(status: number, message: string | string[], headers: HeadersInit = {}, extra = {}): Response {
  return json({ statusCode: status, timestamp: '2024-03-13T10:00:00.000Z', path: '/v1', message, ...extra }, status, headers);
}

/** A fetch whose answer never comes: it settles only by its signal aborting. */
export function hangingFetch() {
  return recordingFetch(
    (request) =>
      new Promise<Response>((_, reject) => {
        request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
      }),
  );
}

export const NOW = Date.parse('2024-03-13T10:00:00.000Z');

/** A runtime that records each wait and returns at once (or rejects if the signal aborted). */
export function instantRuntime(random = 0.5) {
  const waits: number[] = [];
  const runtime: Runtime = {
    random: () => random,
    now: () => NOW,
    sleep: async (ms, signal) => {
      waits.push(ms);
      signal?.throwIfAborted();
    },
  };
  return { runtime, waits };
}

/** The n-th 24-hex id. */
export function objectId(n: number): string {
  return `65f1c0ffee${n.toString(16).padStart(14, '0')}`;
}

export const SUBSCRIBER = 'user-42';

/** A stored message: what mark-as answers (Message) and the feed lists (FeedMessage) at once. */
export type ServiceMessage = Message & FeedMessage;

export function messageRecord(id: string, overrides: Partial<ServiceMessage> = {}): ServiceMessage {
  return {
    _id: id,
    _templateId: 'tpl-1',
    _jobId: 'job-1',
    archived: false,
    content: '',
    _environmentId: 'env',
    _organizationId: 'org',
    _notificationId: objectId(9000),
    _subscriberId: 'sub-internal',
    createdAt: '2024-03-13T09:00:00.000Z',
    transactionId: 'tx-1',
    channel: 'in_app',
    read: true,
    seen: true,
    cta: {},
    status: 'sent',
    ...overrides,
  };
}

export function notificationRecord(overrides: Partial<ActivityNotification> = {}): ActivityNotification {
  return {
    _id: objectId(1),
    _environmentId: 'env',
    _organizationId: 'org',
    _subscriberId: 'sub-internal',
    transactionId: 'tx-1',
    channels: ['in_app', 'digest'],
    subscriber: { subscriberId: SUBSCRIBER, _id: 'sub-internal', firstName: 'Ada' },
    template: { name: 'Welcome', triggers: [{ type: 'event', identifier: 'welcome', variables: [] }] },
    jobs: [
      {
        _id: 'job-1',
        type: 'in_app',
        providerId: 'novu',
        status: 'completed',
        step: { _id: 'step-1', active: true, filters: [], _templateId: 'tpl-1' },
        executionDetails: [
          {
            _id: 'ed-1',
            status: 'Success',
            detail: 'Step queued',
            isRetry: false,
            isTest: false,
            source: 'Internal',
            raw: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}
