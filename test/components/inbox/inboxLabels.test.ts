import { expect, test } from 'vitest';
import { countArgs, defaultInboxLabels, resolveInboxLabels } from '../../../src/components/inbox/inboxLabels';

test('results are pluralised', () => {
  expect(defaultInboxLabels.marked({ ...countArgs(1, 'en'), markAs: 'read' })).toBe('1 notification marked as read');
  expect(defaultInboxLabels.marked({ ...countArgs(3, 'en'), markAs: 'unseen' })).toBe('3 notifications marked as unseen');
  expect(defaultInboxLabels.marked({ ...countArgs(1200, 'en'), markAs: 'read' })).toBe(
    '1,200 notifications marked as read',
  );
});

test('the bell names its count', () => {
  expect(defaultInboxLabels.bell({ ...countArgs(3, 'en'), capped: false })).toBe('Notifications, 3 unread');
  expect(defaultInboxLabels.bell({ ...countArgs(99, 'en'), capped: true })).toBe('Notifications, 99+ unread');
  expect(defaultInboxLabels.bell({ ...countArgs(0, 'en'), capped: false })).toBe('Notifications');
});

test('overrides replace single entries of nested records and keep the rest', () => {
  const labels = resolveInboxLabels({ markAs: { read: 'Als gelesen markieren' }, selectAll: 'Alle' });
  expect(labels.markAs.read).toBe('Als gelesen markieren');
  expect(labels.markAs.unread).toBe('Mark as unread');
  expect(labels.selectAll).toBe('Alle');
  expect(labels.filterNames.all).toBe('All');
});

test('the "loaded only" note writes its count in the locale, like every other count', () => {
  expect(defaultInboxLabels.selectedLoadedOnly(countArgs(1200, 'en'))).toContain('All 1,200 loaded notifications selected');
});

test('a count is formatted only when a label reads it: a render that says no number makes no number formatter', () => {
  const Original = Intl.NumberFormat;
  const thousands = new Original('sv-AX').format(1200);
  let made = 0;
  Intl.NumberFormat = function NumberFormat(...args: ConstructorParameters<typeof Original>) {
    made += 1;
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat;
  try {
    // A locale no other test formats in: its formatter is not cached yet.
    const zero = countArgs(0, 'sv-AX');
    expect(defaultInboxLabels.markAsMenuSuffix(zero)).toBe('');
    expect(defaultInboxLabels.bell(countArgs(0, 'sv-AX', { capped: false }))).toBe('Notifications');
    expect(made).toBe(0);
    expect(defaultInboxLabels.markAsMenuSuffix(countArgs(1200, 'sv-AX'))).toBe(` (${thousands} selected)`);
    expect(made).toBe(1);
    // The extra fields come along, each read as it is.
    expect(countArgs(3, 'en', { capped: true })).toMatchObject({ count: 3, formatted: '3', capped: true, locale: 'en' });
  } finally {
    Intl.NumberFormat = Original;
  }
});
