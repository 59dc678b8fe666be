// Mixed scripts in a right-to-left page, checked where a reader sees them: the horizontal place of
// each piece of a sentence as Chromium lays it out, not only the text in the DOM.
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ActivityNotification } from '../../../src/api/types';
import { NotificationActivityView } from '../../../src/components/activity/NotificationActivityView';
import type { NotificationActivityLabelOverrides } from '../../../src/components/activity/labels/activityLabels';
import { ar } from '../../../src/locales/ar';

const FSI = '\u2068';
const PDI = '\u2069';

const notification = {
  _id: '64f000000000000000000001',
  transactionId: 'tx-1',
  createdAt: '2026-11-01T05:00:00.000Z',
  template: { _id: '64f000000000000000000002', name: 'طلب جديد' },
  subscriber: { _id: '64f000000000000000000003', subscriberId: 'sub-42', firstName: 'ليلى', lastName: 'Haddad' },
  jobs: [
    {
      _id: '64f000000000000000000010',
      type: 'digest',
      status: 'completed',
      createdAt: '2026-11-01T05:00:00.000Z',
      updatedAt: '2026-11-01T05:00:00.000Z',
      digest: { type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId', events: [{}, {}, {}] },
      step: {
        _id: '64f000000000000000000011',
        name: 'digest-step',
        filters: [
          {
            value: 'AND',
            children: [{ field: 'country', on: 'payload', operator: 'IN', value: 'FR,IT' }],
          },
        ],
      },
      executionDetails: [
        {
          _id: '64f000000000000000000012',
          status: 'Success',
          detail: 'Step queued',
          source: 'Internal',
          createdAt: '2026-11-01T05:00:00.000Z',
        },
      ],
    },
  ],
} as unknown as ActivityNotification;

/** The left edge, in px, where `text` is drawn inside `root` (the first text node holding it). */
function leftOf(root: Element, text: string): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${text}" is not in ${root.textContent ?? ''}`);
}

async function renderRtl(labels?: NotificationActivityLabelOverrides) {
  await render(
    <div dir="rtl" style={{ inlineSize: 900 }}>
      <NotificationActivityView
        notification={notification}
        labels={labels}
        timeZone="UTC"
        defaultExpandedJobs="all"
      />
    </div>,
  );
  const description = document.querySelector('.ik-job__description');
  if (!description) throw new Error('No step description');
  return description;
}

function sentence(description: Element, index: number): HTMLElement {
  const item = description.querySelectorAll('li')[index];
  if (!(item instanceof HTMLElement)) throw new Error(`No sentence ${index}`);
  return item;
}

describe('English labels on a right-to-left page', () => {
  test('"3 events digested" keeps its number first (the issue\'s "event digested 1")', async () => {
    const description = await renderRtl();
    expect(description.getAttribute('dir')).toBe('ltr');
    expect(description.getAttribute('lang')).toBe('en');
    const events = sentence(description, 1);
    expect(events.innerText).toBe('3 events digested');
    expect(leftOf(events, '3')).toBeLessThan(leftOf(events, 'events'));
  });

  test('a grouped digest reads left to right with its key isolated', async () => {
    const description = await renderRtl();
    const collects = sentence(description, 0);
    expect(collects.textContent).toBe(`Collects events for 5 minutes, grouped by ${FSI}postId${PDI}`);
    expect(leftOf(collects, 'Collects')).toBeLessThan(leftOf(collects, 'postId'));
  });

  test('quoted filter values keep their quotes and order (the issue\'s `(""FR", or "IT`)', async () => {
    await renderRtl();
    const filters = document.querySelector('.ik-job__details [lang="en"][dir="ltr"]');
    if (!(filters instanceof HTMLElement)) throw new Error('No filter sentence');
    expect(filters.textContent).toBe(`${FSI}payload.country${PDI} is one of "${FSI}FR${PDI}" or "${FSI}IT${PDI}"`);
    expect(filters.innerText.replace(/[\u2068\u2069]/g, '')).toBe('payload.country is one of "FR" or "IT"');
    expect(leftOf(filters, 'payload')).toBeLessThan(leftOf(filters, 'FR'));
    expect(leftOf(filters, 'FR')).toBeLessThan(leftOf(filters, 'IT'));
  });

  test('a time of day keeps "5:00:00 AM" in order (the issue\'s "AM 5:00:00")', async () => {
    await renderRtl();
    const time = [...document.querySelectorAll('time.ik-activity-time')].find((element) =>
      element.textContent?.includes('AM'),
    );
    if (!(time instanceof HTMLElement)) throw new Error('No time with AM');
    expect(time.getAttribute('dir')).toBe('auto');
    expect(leftOf(time, '5')).toBeLessThan(leftOf(time, 'AM'));
  });
});

describe('Arabic labels on a right-to-left page', () => {
  test('the sentence starts on the right; the Latin key sits whole at its end, on the left', async () => {
    const description = await renderRtl(ar.activity);
    expect(description.getAttribute('dir')).toBe('rtl');
    expect(description.getAttribute('lang')).toBe('ar');
    const collects = sentence(description, 0);
    expect(collects.textContent).toContain(`${FSI}postId${PDI}`);
    expect(leftOf(collects, 'يجمع')).toBeGreaterThan(leftOf(collects, 'postId'));
  });

  test('a filter reads from the right: field, operator, then the values in their order', async () => {
    await renderRtl(ar.activity);
    const filters = document.querySelector('.ik-job__details [lang="ar"][dir="rtl"]');
    if (!(filters instanceof HTMLElement)) throw new Error('No filter sentence');
    expect(leftOf(filters, 'payload')).toBeGreaterThan(leftOf(filters, 'أحد'));
    expect(leftOf(filters, 'أحد')).toBeGreaterThan(leftOf(filters, 'FR'));
    expect(leftOf(filters, 'FR')).toBeGreaterThan(leftOf(filters, 'IT'));
    // The dotted field stays one left-to-right word.
    expect(leftOf(filters, 'payload')).toBeLessThan(leftOf(filters, 'country'));
  });

  test('every string from the service is isolated', async () => {
    await renderRtl(ar.activity);
    const isolated = (text: string) => {
      const holder = [...document.querySelectorAll('bdi, [dir]')].find((element) => element.textContent === text);
      return holder !== undefined;
    };
    for (const text of ['طلب جديد', 'ليلى Haddad', 'sub-42', 'digest-step', 'Step queued', 'tx-1']) {
      expect(isolated(text), text).toBe(true);
    }
  });
});
