// API.md §2, `<Inbox>`'s DOM contract, as an outside acceptance test sees it: role/name locators,
// `[data-message-id]` rows with `data-read`/`data-seen`, the `Mark as` menu, alerts and status.
// What the component suites already prove through the same DOM is not proven twice here: a change
// shown before the service answers and a failure put back (Inbox.markAs.browser.test.tsx), the
// bell's popover (InboxBell.browser.test.tsx).
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from 'inbox-kit';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { renderWithKit, row, rows, rowStates, type RenderOptions, type WireRequest } from '../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada, kinds } = MOCK_IDS.subscribers;

const markAsButton = () => page.getByRole('button', { name: /^Mark as/ });
const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });
const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');

/** A role locator for this checkbox element (names may repeat, so by position among checkboxes). */
function checkboxLocator(element: Element) {
  const index = [...document.querySelectorAll('input[type="checkbox"]')].indexOf(element);
  expect(index).toBeGreaterThanOrEqual(0);
  return page.getByRole('checkbox').nth(index);
}

/** The checkbox inside a row. */
function checkboxOf(id: string) {
  const element = row(id)?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!element) throw new Error(`No checkbox in row ${id}`);
  return checkboxLocator(element);
}

async function renderInbox(subscriberId: string = ada, options: RenderOptions = {}) {
  const result = await renderWithKit(<Inbox subscriberId={subscriberId} now={NOW} />, options);
  await expect.poll(() => rows().length).toBeGreaterThan(3);
  return result;
}

/** Ids of rendered rows whose attribute matches, in list order. */
function idsWhere(attribute: 'read' | 'seen', value: 'true' | 'false', count: number): string[] {
  const ids = rows()
    .filter((element) => element.dataset[attribute] === value)
    .slice(0, count)
    .map((element) => element.dataset.messageId!);
  expect(ids).toHaveLength(count);
  return ids;
}

async function chooseFromMarkAs(name: string) {
  await userEvent.click(markAsButton());
  await userEvent.click(menuItem(name));
}

describe('showing', () => {
  test('the `all` filter is shown first', async () => {
    await renderInbox();
    const tabs = page.getByRole('tab').all();
    expect(tabs.length).toBeGreaterThanOrEqual(3);
    await expect.element(tabs[0]!).toHaveAccessibleName(/^All/);
    await expect.element(tabs[0]!).toHaveAttribute('aria-selected', 'true');
    for (const tab of tabs.slice(1)) await expect.element(tab).toHaveAttribute('aria-selected', 'false');
  });

  test('each row carries data-message-id, data-read and data-seen as "true"/"false", as the service says', async () => {
    const { service } = await renderInbox();
    const stored = new Map(service.store.getMessages(ada).map((m) => [m._id, m]));
    // The fixture mixes states, so both values show up once the rows beyond the first screen have
    // joined (a frame after the first paint).
    await expect.poll(() => new Set(rows().map((row) => row.dataset.read)).size).toBe(2);
    const rendered = rows();
    expect(rendered.length).toBeGreaterThan(3);
    const values = new Set<string>();
    for (const element of rendered) {
      const message = stored.get(element.dataset.messageId!);
      expect(message, `row ${element.dataset.messageId} is a stored message`).toBeDefined();
      expect(element.dataset.read).toBe(String(message!.read));
      expect(element.dataset.seen).toBe(String(message!.seen));
      values.add(`${element.dataset.read}/${element.dataset.seen}`);
    }
    expect([...values].some((v) => v.startsWith('true'))).toBe(true);
    expect([...values].some((v) => v.startsWith('false'))).toBe(true);
  });

  test('merely showing changes nothing: no mark-as request without markSeenOnView', async () => {
    const before = (messages: Array<{ _id?: string; read: boolean; seen: boolean }>) =>
      messages.map((m) => `${m._id}:${m.read}:${m.seen}`);
    const { service, markRequests, inView } = await renderWithKit(
      <>
        <div data-testid="plain">
          <Inbox subscriberId={ada} now={NOW} />
        </div>
        {/* The control: an inbox that does mark seen on view, so we know when it would have happened. */}
        <div data-testid="seen-on-view">
          <Inbox subscriberId={kinds} now={NOW} markSeenOnView />
        </div>
      </>,
    );
    const adaBefore = before(service.store.getMessages(ada));
    const plain = page.getByTestId('plain');
    const control = page.getByTestId('seen-on-view');
    await expect.poll(() => plain.element().querySelectorAll('[data-message-id]').length).toBeGreaterThan(3);
    await expect.poll(() => control.element().querySelectorAll('[data-message-id]').length).toBeGreaterThan(3);
    // Only the control's rows are watched; every row of both is shown.
    await expect.poll(() => inView.observed().length).toBeGreaterThan(3);
    expect(inView.observed().every((element) => control.element().contains(element))).toBe(true);
    inView.reveal([...document.querySelectorAll('[data-message-id]')]);
    await expect.poll(() => markRequests().filter((r) => r.url.pathname.includes(kinds)).length).toBeGreaterThan(0);
    const sent = markRequests().find((r) => r.url.pathname.includes(kinds))!;
    expect((sent.body as { markAs: string }).markAs).toBe('seen');
    // The plain inbox shows unseen messages too, and it sent nothing.
    expect(markRequests().filter((r) => r.url.pathname.includes(ada))).toEqual([]);
    expect(before(service.store.getMessages(ada))).toEqual(adaBefore);
    expect(plain.element().querySelectorAll('[data-message-id][data-seen="false"]').length).toBeGreaterThan(0);
  });
});

describe('selection', () => {
  test('each row has a checkbox named after its subject, else its title, else its text', async () => {
    await renderInbox(kinds, { listMaxBlockSize: 'none' });
    const names: Array<[string, string]> = [
      ['kind-string-content', 'Plain text content'],
      ['kind-title-only', 'A title and no subject'],
      ['kind-no-subject', 'A message with neither subject nor title'],
    ];
    for (const [, text] of names) {
      const checkbox = page.getByRole('checkbox', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect.element(checkbox).toBeInTheDocument();
      expect(checkbox.element().closest('[data-message-id]')).not.toBeNull();
    }
    // Every row has exactly one checkbox, with a name.
    for (const element of rows()) {
      const boxes = element.querySelectorAll('input[type="checkbox"]');
      expect(boxes).toHaveLength(1);
      expect(boxes[0]).toHaveAccessibleName(/\S/);
    }
  });

  test("a checkbox's name contains the whole subject, title or text, however long", async () => {
    const long = (word: string) => Array.from({ length: 40 }, (_, i) => `${word}-${i}`).join(' ');
    const subject = `Subject ${long('s')}`;
    const title = `Title ${long('t')}`;
    const text = `Text ${long('x')}`;
    await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, {
      setup: (service) => {
        const [first] = service.store.getMessages(ada);
        const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();
        const base = { ...first!, subject: undefined, title: undefined, content: undefined, read: false, seen: false };
        service.store.addMessages(ada, [
          { ...base, _id: 'dddddddddddddddddddddd01', createdAt: at(3_000), subject },
          { ...base, _id: 'dddddddddddddddddddddd02', createdAt: at(2_000), title },
          { ...base, _id: 'dddddddddddddddddddddd03', createdAt: at(1_000), content: text },
        ]);
      },
    });
    await expect.poll(() => document.querySelectorAll('[data-message-id^="dddd"]').length).toBe(3);
    expect(subject.length).toBeGreaterThan(150);
    for (const [id, words] of [['dddddddddddddddddddddd01', subject], ['dddddddddddddddddddddd02', title], ['dddddddddddddddddddddd03', text]] as const) {
      const checkbox = row(id)!.querySelector('input[type="checkbox"]')!;
      expect(checkbox).toHaveAccessibleName(expect.stringContaining(words));
    }
  });
  // "Select all" and shift-click ranges: test/components/inbox/Inbox.selection.browser.test.tsx.
});

describe('the `Mark as` menu', () => {
  test('disabled while nothing is selected; opens a menu with the four actions', async () => {
    await renderInbox();
    await expect.element(markAsButton()).toBeDisabled();
    await userEvent.click(checkboxOf(rows()[0]!.dataset.messageId!));
    await expect.element(markAsButton()).toBeEnabled();
    await expect.element(markAsButton()).toHaveAccessibleName('Mark as… (1 selected)');
    await userEvent.click(markAsButton());
    await expect.element(page.getByRole('menu')).toBeVisible();
    const items = page.getByRole('menuitem').all().map((item) => item.element().textContent?.trim());
    expect(items).toEqual(['Mark as read', 'Mark as unread', 'Mark as seen', 'Mark as unseen']);
    for (const name of ['Mark as read', 'Mark as unread', 'Mark as seen', 'Mark as unseen']) {
      await expect.element(menuItem(name)).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(markAsButton()).toHaveFocus();
    // Clearing the selection disables it again.
    await userEvent.click(checkboxOf(rows()[0]!.dataset.messageId!));
    await expect.element(markAsButton()).toBeDisabled();
  });

  test('the menu stays usable while an earlier change is in flight', async () => {
    const { service, markRequests, holdRequests } = await renderInbox();
    const [first, second] = idsWhere('read', 'false', 2);
    const gate = holdRequests(isMarkAs);
    await userEvent.click(checkboxOf(first!));
    await chooseFromMarkAs('Mark as read');
    await expect.poll(() => row(first!)?.dataset.read).toBe('true');
    await expect.poll(gate.held).toBe(1);

    // While the first change is still on its way, choose another one.
    if ((checkboxOf(first!).element() as HTMLInputElement).checked) await userEvent.click(checkboxOf(first!));
    await userEvent.click(checkboxOf(second!));
    await expect.element(markAsButton()).toBeEnabled();
    await userEvent.click(markAsButton());
    await expect.element(menuItem('Mark as read')).toBeVisible();
    await expect.element(menuItem('Mark as read')).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menuItem('Mark as read'));
    await expect.poll(() => row(second!)?.dataset.read).toBe('true');
    // The row shows the change in the click's tick; its request leaves a few tasks later.
    await expect.poll(() => markRequests().length).toBe(2);
    await expect.poll(gate.held).toBe(2);
    gate.open();
    // Both land on the service, and the rows stay as chosen.
    const storedRead = () => [first!, second!].map((id) => service.store.getMessage(ada, id)?.read);
    await expect.poll(storedRead).toEqual([true, true]);
    expect(rowStates([first!, second!]).map((s) => s.read)).toEqual(['true', 'true']);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  test('an earlier change failing while a later one is in flight: only its rows go back', async () => {
    const { service, markRequests, holdRequests } = await renderInbox();
    const [first, second] = idsWhere('read', 'false', 2);
    const gate = holdRequests(isMarkAs);
    service.failNext(1, { route: 'mark-as', status: 500 });
    await userEvent.click(checkboxOf(first!));
    await chooseFromMarkAs('Mark as read');
    await expect.poll(() => row(first!)?.dataset.read).toBe('true');
    if ((checkboxOf(first!).element() as HTMLInputElement).checked) await userEvent.click(checkboxOf(first!));
    await userEvent.click(checkboxOf(second!));
    await chooseFromMarkAs('Mark as read');
    await expect.poll(() => row(second!)?.dataset.read).toBe('true');
    await expect.poll(() => markRequests().length).toBe(2);
    // The first fails while the second is still held.
    await expect.poll(gate.held).toBe(2);
    gate.releaseNext();
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.poll(() => rowStates([first!, second!]).map((s) => s.read)).toEqual(['false', 'true']);
    await expect.poll(gate.held).toBe(1);
    gate.open();
    await expect.poll(() => service.store.getMessage(ada, second!)?.read).toBe(true);
    expect(rowStates([first!, second!]).map((s) => s.read)).toEqual(['false', 'true']);
    expect(service.store.getMessage(ada, first!)?.read).toBe(false);
  });

  test('labels override the default English names', async () => {
    await renderWithKit(
      <Inbox
        subscriberId={ada}
        now={NOW}
        labels={{ selectAll: 'Alle auswählen', markAsMenu: 'Markieren als…', markAs: { read: 'Als gelesen' } }}
      />,
    );
    await expect.element(page.getByRole('checkbox', { name: /Alle auswählen/ })).toBeInTheDocument();
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    await userEvent.click(checkboxOf(rows()[0]!.dataset.messageId!));
    await userEvent.click(page.getByRole('button', { name: /^Markieren als/ }));
    await expect.element(menuItem('Als gelesen')).toBeVisible();
    await expect.element(menuItem('Mark as unread')).toBeVisible();
  });
});
