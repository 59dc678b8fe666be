// The English defaults of the admin's activity page (adminLabels.ts says what each is).
import type { NotificationAdminLabels } from './adminLabels';

export const defaultAdminLabels: NotificationAdminLabels = {
  locale: 'en',
  dir: 'ltr',
  listTitle: 'Notifications',
  filters: 'Filter notifications',
  channel: 'Channel',
  anyChannel: 'All channels',
  workflow: 'Workflow',
  anyWorkflow: 'All workflows',
  subscriberId: 'Subscriber ID',
  email: 'Email',
  transactionId: 'Transaction ID',
  from: 'From',
  to: 'To',
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  loading: 'Loading notifications…',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  endOfList: 'No more notifications',
  empty: 'No notifications yet.',
  emptyFiltered: 'No notifications match these filters.',
  loadError: 'The notifications could not be loaded.',
  retry: 'Retry',
  retentionExceeded: ({ earliest }) =>
    earliest
      ? `This range reaches back further than your plan keeps activity. The earliest day you can see is ${earliest}.`
      : 'This range reaches back further than your plan keeps activity.',
  invalidRange: 'The service could not use this time range.',
  shownCount: ({ count, formatted, more }) =>
    `${count === 1 ? `${formatted} notification shown` : `${formatted} notifications shown`}${more ? ', more to load' : ''}`,
  selectHint: 'Select a notification to see what happened to it.',
  closeRecord: 'Close',

  statsTitle: 'Notifications sent',
  sentLastWeek: 'Last 7 days',
  sentLastMonth: 'Last month',
  notAvailable: '—',
  perDay: ({ count, formatted }) => (count === 1 ? `Per day, last ${formatted} day` : `Per day, last ${formatted} days`),
  perDayNote: 'Each notification counts once for every channel it used.',
  day: 'Day',
  count: 'Count',
  channels: 'Channels',
  workflows: 'Workflows',
  statsLoading: 'Loading the numbers…',
  statsError: 'The numbers could not be loaded.',
};
