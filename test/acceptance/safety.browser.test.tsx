// API.md §2, the Safety contract: every string from the service renders as text, and a URL from
// the service is used only when it is http:, https: or relative.
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox, NotificationActivity } from 'inbox-kit';
import { MOCK_EPOCH, MOCK_IDS, XSS_SUBJECT } from 'inbox-kit/mock';
import { renderWithKit, rows } from '../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { kinds, default: ada } = MOCK_IDS.subscribers;
const ids = MOCK_IDS.notifications;

type Pwned = { __ikPwned?: boolean };

afterEach(() => {
  delete (window as Pwned).__ikPwned;
});

/** The row whose text contains `text` (there must be one). */
function rowWith(text: string): HTMLElement {
  const found = rows().filter((element) => element.textContent?.includes(text));
  expect(found, `one row contains ${text}`).toHaveLength(1);
  return found[0]!;
}

/** Every URL-bearing attribute in the subtree. */
function urlAttributes(root: Element): string[] {
  const values: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data']) {
      const value = element.getAttribute(name);
      if (value !== null) values.push(value);
    }
  }
  return values;
}

const SAFE = /^(https?:\/\/|\/(?!\/)|\.\.?\/|[?#]|[^:/?#]+(?:[/?#]|$))/i;

async function renderKinds() {
  const result = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
  await expect.poll(() => rows().length).toBeGreaterThan(10);
  return result;
}

describe('<Inbox>: strings as text', () => {
  test('an `<img onerror>` subject shows as text and makes no img', async () => {
    await renderKinds();
    const element = rowWith(XSS_SUBJECT);
    expect(element.querySelector('img')).toBeNull();
    await expect.element(page.getByRole('checkbox', { name: new RegExp(XSS_SUBJECT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeInTheDocument();
    // Its content, `<script>…</script> and <b>bold</b>`, is text too.
    expect(element.textContent).toContain('<script>alert("xss")</script> and <b>bold</b> must show as text.');
    expect(element.querySelector('script, b')).toBeNull();
    expect((window as Pwned).__ikPwned).toBeUndefined();
  });

  test('markup in every string field of a message stays text', async () => {
    const hostile = '<img src=x onerror="window.__ikPwned=true"><script>window.__ikPwned=true</script>';
    const { service } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, {
      setup: (s) => {
        const [first] = s.store.getMessages(ada);
        // The newest message of the feed, so it is the first row.
        s.store.addMessages(ada, [
          {
            ...first!,
            _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
            createdAt: new Date(NOW.getTime() + 1_000).toISOString(),
            subject: `Subject ${hostile}`,
            content: [
              { type: 'text', content: `Block ${hostile}` },
              { type: 'button', content: `Button ${hostile}`, url: 'https://example.com/ok' },
            ],
            status: 'error',
            errorText: `Error ${hostile}`,
            read: false,
            seen: false,
          },
        ]);
      },
    });
    expect(service.store.getMessage(ada, 'bbbbbbbbbbbbbbbbbbbbbbbb')).toBeDefined();
    await expect.poll(() => document.querySelector('[data-message-id="bbbbbbbbbbbbbbbbbbbbbbbb"]')).not.toBeNull();
    const element = document.querySelector<HTMLElement>('[data-message-id="bbbbbbbbbbbbbbbbbbbbbbbb"]')!;
    for (const text of [`Subject ${hostile}`, `Block ${hostile}`, `Button ${hostile}`, `Error ${hostile}`]) {
      expect(element.textContent).toContain(text);
    }
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect((window as Pwned).__ikPwned).toBeUndefined();
  });
});

describe('<Inbox>: URLs only http(s) or relative', () => {
  test('a javascript: CTA makes no href; an https CTA is a link', async () => {
    await renderKinds();
    const hostile = rowWith('A link that must not be a link');
    expect(hostile.querySelector('[href]')).toBeNull();
    expect(urlAttributes(hostile).some((v) => /javascript:/i.test(v))).toBe(false);
    const safe = rowWith('Your order has shipped');
    expect(safe.querySelector('a[href="https://example.com/orders/42"]')).not.toBeNull();
  });

  test('EmailBlock urls: https and relative are links, javascript: is not', async () => {
    await renderKinds();
    const blocks = rowWith('Hostile button');
    const link = (text: string) => [...blocks.querySelectorAll('a')].find((a) => a.textContent?.includes(text));
    expect(link('Read the docs')?.getAttribute('href')).toBe('https://example.com/docs');
    expect(link('Open settings')?.getAttribute('href')).toBe('/settings');
    expect(link('Hostile button')).toBeUndefined();
    expect(blocks.textContent).toContain('Hostile button');
    expect(urlAttributes(blocks).some((v) => /javascript:/i.test(v))).toBe(false);
  });

  test('a javascript: avatar is not used; an https avatar is', async () => {
    await renderKinds();
    const hostile = rowWith('From a sender with a hostile avatar');
    expect(hostile.querySelector('img')).toBeNull();
    expect(urlAttributes(hostile).some((v) => /javascript:/i.test(v))).toBe(false);
    const safe = rowWith('From a sender with an avatar');
    expect(safe.querySelector('img')?.getAttribute('src')).toBe('https://example.com/avatars/grace.png');
  });

  test('nowhere in the inbox is a URL other than http(s) or relative', async () => {
    await renderKinds();
    const inbox = document.querySelector('section')!;
    const urls = urlAttributes(inbox);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(SAFE);
  });

  test('data:, vbscript: and obfuscated javascript: URLs make no link', async () => {
    const bad = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '//evil.example/x'];
    await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, {
      listMaxBlockSize: 'none',
      setup: (s) => {
        const [first] = s.store.getMessages(ada);
        s.store.addMessages(
          ada,
          bad.map((url, i) => ({
            ...first!,
            _id: `cccccccccccccccccccccc0${i}`,
            createdAt: new Date(NOW.getTime() + 1_000 + i).toISOString(),
            subject: `Bad link ${i}`,
            cta: { type: 'redirect' as const, data: { url } },
            content: [{ type: 'button' as const, content: `Bad block ${i}`, url }],
            subscriber: { ...first!.subscriber!, avatar: url },
          })),
        );
      },
    });
    await expect.poll(() => document.querySelectorAll('[data-message-id^="cccccccc"]').length).toBe(bad.length);
    for (const element of document.querySelectorAll<HTMLElement>('[data-message-id^="cccccccc"]')) {
      expect(urlAttributes(element), element.textContent ?? '').toEqual([]);
    }
  });
});

describe('<NotificationActivity>: strings as text', () => {
  test('markup in workflow name, job and detail fields and raw stays text', async () => {
    const hostile = '<img src=x onerror="window.__ikPwned=true"><script>window.__ikPwned=true</script>';
    await renderWithKit(<NotificationActivity notificationId={ids.delivered} defaultExpandedJobs="all" />, {
      setup: (service) => {
        const record = service.store.getNotification(ids.delivered)!;
        const job = record.jobs![0]!;
        const detail = job.executionDetails![0]!;
        service.store.putNotification({
          ...record,
          _id: ids.delivered,
          template: { ...record.template!, name: `Workflow ${hostile}` },
          jobs: [
            {
              ...job,
              type: `type ${hostile}`,
              status: `status ${hostile}`,
              providerId: `provider ${hostile}`,
              executionDetails: [{ ...detail, detail: `detail ${hostile}`, status: `dstatus ${hostile}`, raw: `raw ${hostile}` }],
            },
          ],
        });
      },
    });
    await expect.element(page.getByRole('heading', { name: `Workflow ${hostile}` })).toBeVisible();
    const item = document.querySelector<HTMLElement>('li[data-job-id]')!;
    expect(item.getAttribute('data-job-type')).toBe(`type ${hostile}`);
    expect(item.getAttribute('data-status')).toBe(`status ${hostile}`);
    const entry = item.querySelector<HTMLElement>('li[data-execution-detail-id]')!;
    expect(entry.getAttribute('data-status')).toBe(`dstatus ${hostile}`);
    expect(entry.textContent).toContain(`detail ${hostile}`);
    const rawButton = entry.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!;
    await userEvent.click(page.getByRole('button').nth([...document.querySelectorAll('button')].indexOf(rawButton)));
    await expect.poll(() => entry.textContent).toContain(`raw ${hostile}`);
    const root = document.querySelector('section')!;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect((window as Pwned).__ikPwned).toBeUndefined();
  });
});

describe('<NotificationActivity>: no URL from the service becomes a link', () => {
  test('URLs in payload, tags, detail and raw are text, never href or src', async () => {
    const evil = 'javascript:window.__ikPwned=true';
    await renderWithKit(<NotificationActivity notificationId={ids.everything} />, {
      setup: (service) => {
        const record = service.store.getNotification(ids.everything)!;
        const job = record.jobs![0]!;
        const detail = job.executionDetails![0]!;
        service.store.putNotification({
          ...record,
          _id: ids.everything,
          payload: { ...record.payload, link: evil, image: 'data:image/svg+xml,<svg onload=alert(1)>' },
          tags: [...(record.tags ?? []), evil],
          jobs: [{ ...job, executionDetails: [{ ...detail, detail: evil, raw: JSON.stringify({ url: evil }) }, ...job.executionDetails!.slice(1)] }, ...record.jobs!.slice(1)],
        });
      },
    });
    await expect.poll(() => document.querySelectorAll('li[data-job-id]').length).toBeGreaterThan(0);
    const root = document.querySelector('section')!;
    expect(root.textContent).toContain(evil);
    const urls = urlAttributes(root);
    for (const url of urls) expect(url, url).toMatch(SAFE);
    expect((window as Pwned).__ikPwned).toBeUndefined();
  });
});
