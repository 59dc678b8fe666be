import { expect, test } from 'vitest';
import { ApiError, InputError, NetworkError } from '../../../src/api/errors';
import { describeMarkError } from '../../../src/components/inbox/feedback/describeMarkError';
import { defaultInboxLabels } from '../../../src/components/inbox/inboxLabels';

const labels = defaultInboxLabels;

test('the service message with its status', () => {
  const error = new ApiError({ status: 404, body: {}, message: 'Subscriber user-1 not found' });
  expect(describeMarkError(error, labels)).toBe('Subscriber user-1 not found (404)');
});

test('rate limited says when to try again, rounded up to whole seconds', () => {
  const error = new ApiError({ status: 429, body: {}, message: 'API rate limit exceeded', retryAfterMs: 2500 });
  expect(describeMarkError(error, labels)).toBe('too many requests, try again in 3 s');
  const noHeader = new ApiError({ status: 429, body: {}, message: 'API rate limit exceeded' });
  expect(describeMarkError(noHeader, labels)).toBe('too many requests, try again shortly');
});

test('network failure and timeout', () => {
  expect(describeMarkError(new NetworkError('fetch failed'), labels)).toBe(labels.errorNetwork);
  expect(describeMarkError(new NetworkError('timeout', { timedOut: true }), labels)).toBe(labels.errorTimeout);
  expect(describeMarkError(new TypeError('Failed to fetch'), labels)).toBe(labels.errorNetwork);
});

test('an input error and anything else', () => {
  expect(describeMarkError(new InputError('messageIds', 'holds "x", which is not an id.'), labels)).toBe('messageIds holds "x", which is not an id.');
  expect(describeMarkError('boom', labels)).toBe(labels.errorUnknown);
  expect(describeMarkError(new ApiError({ status: 500, body: {}, message: '' }), labels)).toBe(
    'something went wrong (500)',
  );
});

test('a partial failure is described by its cause', async () => {
  const { PartialFailureError } = await import('../../../src/api/errors');
  const error = new PartialFailureError({
    cause: new NetworkError('fetch failed'),
    appliedMessages: [],
    appliedIds: ['a'],
    unappliedIds: ['b'],
  });
  expect(describeMarkError(error, labels)).toBe(labels.errorNetwork);
});
