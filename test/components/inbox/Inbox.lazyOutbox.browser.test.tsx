// <Inbox> leaves the offline outbox's code out of the first paint (src/query/offline): the first rows
// show with none of it requested; it is requested once the page is idle after them, with the
// menus' code, so that it is there before the connection goes; never when waiting is turned off.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { OfflineChangesContext } from '../../../src/query/offline';
import { holdMenuLoadingInEachTest } from '../../support/menuLoading';
import { holdOutboxLoading, type HeldOutboxLoading } from '../../support/outboxLoading';
import { renderWithKit, rows } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;

// Idle is when the test says (the menus' loading holds it).
const menus = holdMenuLoadingInEachTest();
let outbox: HeldOutboxLoading;
beforeEach(() => {
  outbox = holdOutboxLoading();
});
afterEach(async () => {
  await cleanup();
  outbox.restore();
});

test('the first rows show without the outbox’s code; it is requested once the page is idle after them', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, { listMaxBlockSize: '40rem' });
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  expect(rows().length).toBeGreaterThan(0);
  expect(outbox.importModule).not.toHaveBeenCalled();

  await expect.poll(menus().idleTasks).toBe(1);
  menus().runIdleTasks();
  expect(outbox.importModule).toHaveBeenCalledTimes(1);
  expect(menus().importModule).toHaveBeenCalledTimes(1);
  await outbox.arrive();
  await menus().arrive();
});

test('with waiting turned off, the outbox’s code is never requested', async () => {
  const { screen } = await renderWithKit(
    <OfflineChangesContext.Provider value={false}>
      <Inbox subscriberId={ada} now={NOW} />
    </OfflineChangesContext.Provider>,
    { listMaxBlockSize: '40rem' },
  );
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await expect.poll(menus().idleTasks).toBe(1);
  menus().runIdleTasks();
  expect(menus().importModule).toHaveBeenCalledTimes(1);
  expect(outbox.importModule).not.toHaveBeenCalled();
  await menus().arrive();
});
