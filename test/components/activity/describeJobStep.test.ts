import { describe, expect, it } from 'vitest';
import type { ActivityJob } from '../../../src/api/types';
import { describeJobStep } from '../../../src/components/activity/jobs/describeJobStep';

function job(init: Partial<ActivityJob>): ActivityJob {
  return {
    _id: 'job',
    type: 'digest',
    status: 'completed',
    providerId: 'novu',
    executionDetails: [],
    step: { _id: 'step', active: true, filters: [], _templateId: 'tpl' },
    ...init,
  };
}

const text = (sentences: string[]) => sentences.join(' | ');

describe('describeJobStep', () => {
  it('describes a digest from the job digest alone', () => {
    const out = text(describeJobStep(job({ digest: { type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId' } }), {}));
    expect(out).toContain('5 minutes');
    expect(out).toContain('postId');
  });

  it('describes a digest from the step metadata alone', () => {
    const step = { _id: 's', active: true, filters: [], _templateId: 't', metadata: { type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId' } };
    const out = text(describeJobStep(job({ step }), {}));
    expect(out).toContain('5 minutes');
    expect(out).toContain('postId');
  });

  it('fills gaps of the runtime digest from the configuration', () => {
    const step = { _id: 's', active: true, filters: [], _templateId: 't', metadata: { type: 'regular', digestKey: 'postId' } };
    const out = text(describeJobStep(job({ step, digest: { type: 'regular', amount: 10, unit: 'minutes' } }), {}));
    expect(out).toContain('10 minutes');
    expect(out).toContain('postId');
  });

  it('shows a scheduled delay path from the job digest when the step has no metadata', () => {
    const digest = { type: 'scheduled', delayPath: 'payload.sendAt' } as ActivityJob['digest'];
    expect(text(describeJobStep(job({ type: 'delay', digest }), {}))).toContain('payload.sendAt');
  });

  it('does not describe a channel step by the digest it inherited', () => {
    const out = describeJobStep(job({ type: 'in_app', digest: { type: 'regular', amount: 5, unit: 'minutes' } }), {});
    expect(out).toEqual([]);
  });

  it('mentions schedule extensions', () => {
    const out = describeJobStep(job({ digest: { type: 'regular', amount: 5, unit: 'minutes' }, scheduleExtensionsCount: 2 }), {});
    expect(out.length).toBeGreaterThan(1);
    expect(text(out)).toMatch(/twice/);
  });
});
