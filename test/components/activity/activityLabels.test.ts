import { describe, expect, it } from 'vitest';
import { resolveActivityLabels } from '../../../src/components/activity/activityLabels';
import { defaultActivityLabels } from '../../../src/components/activity/defaultActivityLabels';

describe('resolveActivityLabels', () => {
  it('without overrides: the English defaults themselves', () => {
    expect(resolveActivityLabels(undefined)).toBe(defaultActivityLabels);
  });

  it('replaces a plain label and merges an entry into each record of service values', () => {
    const labels = resolveActivityLabels({
      jobs: 'Schritte',
      origins: { external: 'Code (extern)' },
      providers: { sendgrid: 'Twilio SendGrid' },
      overallStatuses: { failed: 'Fehlgeschlagen' },
      severities: { high: 'Hoch' },
      stepTypes: { in_app: 'In der App' },
      jobStatuses: { queued: 'Wartend' },
      detailStatuses: { Warning: 'Warnung' },
      sources: { Webhook: 'Rückruf' },
      unreadableCauses: { other: 'Unlesbar.' },
      format: { filterJoiners: { OR: 'ODER' } },
    });
    expect(labels.jobs).toBe('Schritte');
    expect(labels.title).toBe(defaultActivityLabels.title);
    // Each record: the entry given, and another entry kept from the defaults.
    const merged = [
      ['origins', 'external', 'Code (extern)', 'novu-cloud'],
      ['providers', 'sendgrid', 'Twilio SendGrid', 'mailgun'],
      ['overallStatuses', 'failed', 'Fehlgeschlagen', 'completed'],
      ['severities', 'high', 'Hoch', 'low'],
      ['stepTypes', 'in_app', 'In der App', 'email'],
      ['jobStatuses', 'queued', 'Wartend', 'failed'],
      ['detailStatuses', 'Warning', 'Warnung', 'Success'],
      ['sources', 'Webhook', 'Rückruf', 'Internal'],
      ['unreadableCauses', 'other', 'Unlesbar.', 'no-id'],
    ] as const;
    for (const [name, key, value, kept] of merged) {
      const record: Readonly<Record<string, string>> = labels[name];
      const defaults: Readonly<Record<string, string>> = defaultActivityLabels[name];
      expect(record[key]).toBe(value);
      expect(record[kept]).toBe(defaults[kept]);
      expect(record[kept]).toBeTypeOf('string');
    }
    expect(labels.format.filterJoiners).toEqual({ AND: 'AND', OR: 'ODER' });
    expect(labels.format.digestSends).toBe(defaultActivityLabels.format.digestSends);
    // The defaults themselves are untouched.
    expect(defaultActivityLabels.jobStatuses.queued).toBe('Queued');
  });
});
