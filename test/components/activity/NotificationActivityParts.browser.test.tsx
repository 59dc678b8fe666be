// The activity view's parts, composed by an app into its own layout: they read the root's
// settings (labels, locale) and render what the whole view renders for the same record.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  NotificationActivityHeader,
  NotificationActivityJob,
  NotificationActivityJobs,
  NotificationActivityLog,
  NotificationActivityRoot,
  type ActivityNotification,
} from 'inbox-kit';

const notification = {
  _id: '64f000000000000000000001',
  transactionId: 'tx-parts',
  createdAt: '2026-11-01T05:00:00.000Z',
  template: { _id: '64f000000000000000000002', name: 'Order shipped' },
  subscriber: { _id: '64f000000000000000000003', subscriberId: 'sub-42', firstName: 'Ada', lastName: 'Lovelace' },
  jobs: [
    {
      _id: '64f000000000000000000010',
      type: 'in_app',
      status: 'completed',
      createdAt: '2026-11-01T05:00:00.000Z',
      updatedAt: '2026-11-01T05:00:00.000Z',
      step: { _id: '64f000000000000000000011', name: 'in-app-step' },
      executionDetails: [
        {
          _id: '64f000000000000000000012',
          status: 'Success',
          detail: 'Message sent to the inbox',
          source: 'Internal',
          createdAt: '2026-11-01T05:00:00.000Z',
        },
      ],
    },
  ],
} as unknown as ActivityNotification;
const [job] = notification.jobs!;

describe('NotificationActivity parts', () => {
  test('an app lays out the header, the job list and a log of its own', async () => {
    await render(
      <NotificationActivityRoot notification={notification} timeZone="UTC" labels={{ title: 'Delivery record' }}>
        <div data-testid="my-top">
          <NotificationActivityHeader notification={notification} />
        </div>
        <h3 id="my-jobs">Steps</h3>
        <NotificationActivityJobs notification={notification} labelledBy="my-jobs" defaultExpandedJobs="all" />
        <h3 id="my-log">Latest log</h3>
        <NotificationActivityLog details={job!.executionDetails ?? []} labelledBy="my-log" />
      </NotificationActivityRoot>,
    );
    // The root carries the settings: the overridden title names the region.
    await expect.element(page.getByRole('region', { name: 'Delivery record' })).toBeInTheDocument();
    await expect.element(page.getByTestId('my-top').getByRole('heading', { name: /Order shipped/ })).toBeInTheDocument();
    await expect.element(page.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(page.getByText('Message sent to the inbox').elements().length).toBeGreaterThanOrEqual(2);
  });

  test('one job alone, in the list of the app', async () => {
    await render(
      <NotificationActivityRoot notification={notification}>
        <ol aria-label="Mine">
          <NotificationActivityJob job={job!} defaultOpen />
        </ol>
      </NotificationActivityRoot>,
    );
    await expect.element(page.getByRole('list', { name: 'Mine' })).toBeInTheDocument();
    await expect.element(page.getByText('Message sent to the inbox')).toBeInTheDocument();
  });
});
