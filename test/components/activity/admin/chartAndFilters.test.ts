// The pure parts of the admin's page: the chart's days (every UTC day of the graph's window, those
// the service left out at 0), its axis and channels; and the feed's filters as the list's.
import { describe, expect, it } from 'vitest';
import { axisMax, chartChannels, chartDays } from '../../../../src/components/activity/stats/chartDays';
import { cleanFeedFilters, hasFeedFilters, listFiltersOf } from '../../../../src/components/activity/feed/feedFilters';

const NOW = Date.parse('2026-11-01T09:00:00.000Z');

describe('chartDays', () => {
  it('covers the service’s window day by day, the first day in part, days it left out at 0', () => {
    const slots = chartDays(
      [
        { _id: '2026-11-01', count: 4, channels: ['email', 'digest'], templates: ['a', 'b'] },
        { _id: '2026-10-29', count: 1 },
      ],
      { days: 3, now: NOW },
    );
    expect(slots.map((slot) => [slot.day, slot.count, slot.workflows])).toEqual([
      ['2026-10-29', 1, 0],
      ['2026-10-30', 0, 0],
      ['2026-10-31', 0, 0],
      ['2026-11-01', 4, 2],
    ]);
  });

  it('shows a day the graph has outside its window (another clock) too', () => {
    const slots = chartDays([{ _id: '2026-11-03', count: 2 }], { days: 1, now: NOW });
    expect(slots.map((slot) => slot.day)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten, and lists the delivery channels used', () => {
    const slot = (count: number, channels: string[] = []) => ({ day: 'd', count, channels, workflows: 0 });
    expect(axisMax([slot(0)])).toBe(1);
    expect(axisMax([slot(3)])).toBe(5);
    expect(axisMax([slot(17)])).toBe(20);
    expect(axisMax([slot(51)])).toBe(100);
    expect(chartChannels([slot(1, ['push', 'digest']), slot(1, ['in_app', 'fax'])])).toEqual(['in_app', 'push']);
  });
});

describe('the feed’s filters', () => {
  it('leaves out blank and unknown ones, trims the others', () => {
    const filters = cleanFeedFilters({ channel: ' email ', subscriberId: '', email: '   ', page: '2' } as never);
    expect(filters).toEqual({ channel: 'email' });
    expect(hasFeedFilters(filters)).toBe(true);
    expect(hasFeedFilters(cleanFeedFilters({}))).toBe(false);
  });

  it('become the list’s: one value each, days from their start to their end in the time zone, instants as given', () => {
    expect(
      listFiltersOf(
        { channel: 'sms', workflow: 'w', subscriberId: 'u', email: 'e@x', transactionId: 't', after: '2026-10-25', before: '2026-10-25' },
        'Europe/Berlin',
      ),
    ).toEqual({
      channels: 'sms',
      workflows: 'w',
      subscriberIds: 'u',
      emails: 'e@x',
      transactionId: 't',
      after: '2026-10-24T22:00:00.000Z',
      before: '2026-10-25T22:59:59.999Z',
    });
    expect(listFiltersOf({ after: '2026-11-01T09:00:00Z' }, 'UTC')).toEqual({ after: '2026-11-01T09:00:00Z' });
  });
});
