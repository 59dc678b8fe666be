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
