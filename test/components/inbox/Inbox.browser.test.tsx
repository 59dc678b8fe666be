// <Inbox>: the DOM contract (API.md §2), what a row shows, the safety contract, the list's states.
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS, XSS_SUBJECT } from '../../../src/mock';
import { renderWithKit, rowNamed } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { kinds, empty } = MOCK_IDS.subscribers;

// The DOM contract itself (row attributes, checkbox names, the `Mark as` menu) is proved once, through
// the public entry points, in test/acceptance/Inbox.browser.test.tsx.

describe('rows', () => {
  test('unread is shown by a dot and a word, not colour alone; unseen by a word', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const unread = await rowNamed('Plain text content');
    expect(unread.dataset.read).toBe('false');
    expect(unread.querySelector('.ik-inbox-unread__dot')).not.toBeNull();
    expect(unread.textContent).toContain('Unread');
    expect(unread.textContent).toContain('Unseen');
    const read = await rowNamed('A title and no subject');
    expect(read.querySelector('.ik-inbox-unread__dot')).toBeNull();
    expect(read.textContent).not.toContain('Unread');
  });

  test('a message with neither subject nor title leads with its text, shown once', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const row = await rowNamed('A message with neither subject nor title');
    expect(row.querySelector('[data-slot="inbox-title"]')?.textContent).toBe(
      'A message with neither subject nor title: the text stands alone.',
    );
    expect(row.querySelector('[data-slot="inbox-content"]')).toBeNull();
    expect(row.textContent?.split('the text stands alone').length).toBe(2);
  });

  test('error and warning show an icon, a word and the error text', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const failed = await rowNamed('A message that failed');
    expect(failed.querySelector('[data-slot="inbox-status"]')?.textContent).toContain('Error');
    expect(failed.textContent).toContain('The provider rejected the message: invalid recipient.');
    const warned = await rowNamed('A message with a warning');
    expect(warned.querySelector('[data-slot="inbox-status"]')?.textContent).toContain('Warning');
    expect(warned.textContent).toContain('{{payload.orderId}}');
  });

  test('relative time in the given locale, absolute time on hover; snoozed-until', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} locale="de-DE" />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const row = await rowNamed('A title and no subject');
    const time = row.querySelector('time')!;
    expect(time.textContent).toBe('vor 4 Stunden');
    expect(time.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time.title).not.toBe('');
    expect((await rowNamed('Snoozed reminder')).querySelector('[data-slot="inbox-snoozed"]')?.textContent).toMatch(
      /Snoozed until .*2026/,
    );
  });

  test('EmailBlocks: text with alignment, safe button links, an unsafe button without a link', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const row = await rowNamed('Content made of blocks');
    const blocks = [...row.querySelectorAll<HTMLElement>('[data-slot="inbox-block"]')];
    expect(blocks.map((b) => b.style.textAlign)).toEqual(['start', 'center', 'end', '', 'center', 'start', 'end']);
    await expect.element(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', 'https://example.com/docs');
    await expect.element(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings');
    expect(row.textContent).toContain('Hostile button');
    await expect.element(screen.getByRole('link', { name: 'Hostile button' })).not.toBeInTheDocument();
  });

  test('safe URLs: a javascript: CTA renders no link, an https one does; hostile avatars are not used', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    await expect
      .element(screen.getByRole('link', { name: 'Your order has shipped' }))
      .toHaveAttribute('href', 'https://example.com/orders/42');
    const hostile = await rowNamed('A link that must not be a link');
    expect(hostile.querySelector('a')).toBeNull();
    for (const element of document.querySelectorAll('[href], [src]')) {
      const value = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(value).not.toMatch(/^\s*javascript:/i);
    }
    expect((await rowNamed('From a sender with a hostile avatar')).querySelector('img')).toBeNull();
    expect((await rowNamed('From a sender with an avatar')).querySelector('img')?.getAttribute('alt')).toBe('');
  });

  test('markup in a subject or content renders as text', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    const row = await rowNamed(XSS_SUBJECT);
    expect(row.querySelector('[data-slot="inbox-title"]')?.textContent).toBe(XSS_SUBJECT);
    expect(row.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(row.textContent).toContain('<script>alert("xss")</script> and <b>bold</b>');
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  test('CTA buttons call onActionClick; a done action shows its result', async () => {
    const onActionClick = vi.fn();
    const { screen } = await renderWithKit(
      <Inbox subscriberId={kinds} now={NOW} onActionClick={onActionClick} />, { listMaxBlockSize: 'none' });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onActionClick).toHaveBeenCalledTimes(1);
    const args = onActionClick.mock.calls[0]![0] as { message: { subject: string }; button: { content: string }; index: number };
    expect(args.message.subject).toContain('Analytical Engine');
    expect(args.button.content).toBe('Decline');
    expect(args.index).toBe(1);
    const done = await rowNamed('Q4 roadmap');
    expect(done.textContent).toContain('Approved');
    expect(done.querySelector('button[data-slot="inbox-action-button"]')).toBeNull();
  });

  test('opening a message calls onMessageClick and marks it read', async () => {
    const onMessageClick = vi.fn((_message: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    const { screen, markRequests } = await renderWithKit(
      <Inbox subscriberId={kinds} now={NOW} onMessageClick={onMessageClick} />, { listMaxBlockSize: 'none' });
    await userEvent.click(screen.getByRole('link', { name: 'Your order has shipped' }));
    expect(onMessageClick).toHaveBeenCalledTimes(1);
    await expect.poll(async () => (await rowNamed('Your order has shipped')).dataset.read).toBe('true');
    // The row shows the change in the click's tick; its request leaves a few tasks later.
    await expect.poll(() => markRequests()[0]?.body).toMatchObject({ markAs: 'read' });
    // A message without a link is a button when someone listens.
    await userEvent.click(screen.getByRole('button', { name: 'Plain text content', exact: true }));
    expect(onMessageClick).toHaveBeenCalledTimes(2);
    // Enter on a focused row opens it.
    (await rowNamed('Snoozed reminder')).focus();
    await userEvent.keyboard('{Enter}');
    expect(onMessageClick).toHaveBeenCalledTimes(3);
    expect((onMessageClick.mock.calls[2]![0] as { subject: string }).subject).toBe('Snoozed reminder');
  });
});

describe('states', () => {
  test('loading shows a skeleton, then the rows', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none', latencyMs: 300 });
    await expect.element(screen.getByText('Loading notifications…')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="inbox"]')?.getAttribute('data-state')).toBe('loading');
    await expect.element(screen.getByRole('checkbox', { name: /Plain text content/ })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="inbox-skeleton"]')).toBeNull();
  });

  test('an empty state per filter, and renderEmpty', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={empty} now={NOW} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByText('No notifications yet.')).toBeInTheDocument();
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: /Unread/ }));
    await expect.element(screen.getByText('No unread notifications. You are all caught up.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Unseen/ }));
    await expect.element(screen.getByText('No new notifications.')).toBeInTheDocument();
  });

  test('renderEmpty replaces the empty state', async () => {
    const { screen } = await renderWithKit(
      <Inbox subscriberId={empty} now={NOW} renderEmpty={({ filter }) => <strong>Nothing in {filter}</strong>} />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByText('Nothing in all')).toBeInTheDocument();
  });

  test('a failed load shows an alert with Retry, which loads', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none',
      setup: (service) => service.failNext(1, { route: 'feed', status: 500 }),
    });
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Notifications could not be loaded.');
    expect(document.querySelector('[data-slot="inbox"]')?.getAttribute('data-state')).toBe('error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.element(screen.getByRole('checkbox', { name: /Plain text content/ })).toBeInTheDocument();
    await expect.element(alert).not.toBeInTheDocument();
  });
});

describe('customisation', () => {
  test('labels override every string; className and data-slot hooks', async () => {
    const { screen } = await renderWithKit(
      <Inbox
        subscriberId={kinds}
        now={NOW}
        className="my-inbox"
        labels={{ selectAll: 'Alle auswählen', filterNames: { unread: 'Ungelesen' }, markAsMenu: 'Markieren als…' }}
      />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Alle auswählen' })).toBeEnabled();
    await expect.element(screen.getByRole('tab', { name: /Ungelesen/ })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: /^Markieren als/ })).toBeDisabled();
    const root = document.querySelector('[data-slot="inbox"]')!;
    expect(root.classList.contains('my-inbox')).toBe(true);
    expect(root.classList.contains('ik-inbox')).toBe(true);
    for (const slot of ['inbox-tabs', 'inbox-tab', 'inbox-toolbar', 'inbox-list', 'inbox-row', 'inbox-row-checkbox', 'inbox-title', 'inbox-time', 'inbox-status-region']) {
      expect(document.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
  });

  test('renderMessage replaces a row body and keeps the row contract', async () => {
    const { screen } = await renderWithKit(
      <Inbox
        subscriberId={kinds}
        now={NOW}
        renderMessage={({ message, selected }) => (
          <span data-testid="custom">
            {message.subject ?? 'none'}:{String(selected)}
          </span>
        )}
      />, { listMaxBlockSize: 'none' });
    await expect.element(screen.getByText('Plain text content:false')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Plain text content/ }));
    await expect.element(screen.getByText('Plain text content:true')).toBeInTheDocument();
    expect((await rowNamed('Plain text content')).dataset.messageId).toMatch(/^[0-9a-f]{24}$/);
  });
});
