import { describe, expect, it } from 'vitest';
import { unreadableCause } from '../../../src/components/activity/unreadableCause';

describe('unreadableCause', () => {
  it('a job: without its id, or with one that is not text', () => {
    expect(unreadableCause({ kind: 'job', raw: { type: 'email', status: 'completed' } })).toBe('no-id');
    expect(unreadableCause({ kind: 'job', raw: { _id: null } })).toBe('no-id');
    expect(unreadableCause({ kind: 'job', raw: { _id: 42 } })).toBe('id-not-text');
  });

  it('an execution detail: with neither a text nor a status', () => {
    expect(unreadableCause({ kind: 'execution-detail', raw: { source: 'Internal', detail: 7 } })).toBe('no-text-or-status');
  });

  it('a bare value where a record belongs, for either', () => {
    for (const raw of ['job', 3, null, [], true]) {
      expect(unreadableCause({ kind: 'job', raw })).toBe('not-an-object');
      expect(unreadableCause({ kind: 'execution-detail', raw })).toBe('not-an-object');
    }
  });

  it('the general sentence for an item that lacks none of it, never a wrong specific one', () => {
    expect(unreadableCause({ kind: 'job', raw: { _id: 'job-1' } })).toBe('other');
    expect(unreadableCause({ kind: 'execution-detail', raw: { status: 'Success' } })).toBe('other');
    expect(unreadableCause({ kind: 'execution-detail', raw: { detail: 'Sent' } })).toBe('other');
  });
});
