// Fake timers in Jest: the clock follows real time (`advanceTimers: true`), so requests and
// renders go on, and the test moves it on when it wants time to pass; user-event moves it too.
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MOCK_IDS } from 'inbox-kit/mock';
import { App } from '../src/App';

afterEach(() => jest.useRealTimers());

test('the Undo offer ends 6 s after a change', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<App subscriberId={MOCK_IDS.subscribers.default} />);
  const page = within(screen.getByRole('main'));
  await page.findAllByRole('checkbox', { name: /^Select: / });
  const unread = page.getAllByRole('listitem').filter((row) => within(row).queryByText('Unread'));
  await user.click(within(unread[0]).getByRole('checkbox'));
  await user.click(within(unread[1]).getByRole('checkbox'));
  await user.click(page.getByRole('button', { name: /^Mark as…/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
  const status = await page.findByRole('status');
  expect(await within(status).findByRole('button', { name: 'Undo' })).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(6_000));
  expect(within(status).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});
