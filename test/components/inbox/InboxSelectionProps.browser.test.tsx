// <Inbox>'s selection props: `defaultSelectedIds` seeds it, `onSelectionChange` reports each
// change, and a controlled `selectedIds` is what the rows show: the app can set or clear it.
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Inbox } from 'inbox-kit';
import { MOCK_EPOCH, MOCK_IDS, type MockService } from 'inbox-kit/mock';
import { renderWithKit, row } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const ada = MOCK_IDS.subscribers.default;
const IDS = ['eeeeeeeeeeeeeeeeeeeeee01', 'eeeeeeeeeeeeeeeeeeeeee02', 'eeeeeeeeeeeeeeeeeeeeee03'] as const;

function addKnownMessages(service: MockService) {
  const [first] = service.store.getMessages(ada);
  const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();
  service.store.addMessages(
    ada,
    IDS.map((_id, index) => ({ ...first!, _id, createdAt: at(3_000 - index * 1_000), subject: `Known ${index + 1}` })),
  );
}

const checked = (id: string) => row(id)?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked;
const checkboxOf = (index: number) => page.getByRole('checkbox', { name: new RegExp(`Known ${index + 1}`) });

describe('<Inbox> selection props', () => {
  test('defaultSelectedIds is the first selection, kept while the first page loads', async () => {
    const onSelectionChange = vi.fn();
    await renderWithKit(
      <Inbox subscriberId={ada} now={NOW} defaultSelectedIds={[IDS[1]]} onSelectionChange={onSelectionChange} />,
      { setup: addKnownMessages },
    );
    await expect.poll(() => checked(IDS[1])).toBe(true);
    expect(checked(IDS[0])).toBe(false);
    await checkboxOf(0).click();
    await expect.poll(() => checked(IDS[0])).toBe(true);
    expect([...(onSelectionChange.mock.lastCall?.[0] as ReadonlySet<string>)].sort()).toEqual([IDS[0], IDS[1]]);
  });

  test('a controlled selection: the app sets it, clears it, and sees each change', async () => {
    const changes: string[][] = [];
    function App() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <>
          <button type="button" onClick={() => setSelected(new Set([IDS[2]]))}>
            Pick the third
          </button>
          <button type="button" onClick={() => setSelected(new Set())}>
            Clear from the app
          </button>
          <Inbox
            subscriberId={ada}
            now={NOW}
            selectedIds={selected}
            onSelectionChange={(next) => {
              changes.push([...next].sort());
              setSelected(next);
            }}
          />
        </>
      );
    }
    await renderWithKit(<App />, { setup: addKnownMessages });
    await expect.poll(() => checked(IDS[0])).toBe(false);

    await page.getByRole('button', { name: 'Pick the third' }).click();
    await expect.poll(() => checked(IDS[2])).toBe(true);
    await expect.element(page.getByRole('button', { name: /^Mark as/ })).toBeEnabled();

    await checkboxOf(0).click();
    await expect.poll(() => checked(IDS[0])).toBe(true);
    expect(changes.at(-1)).toEqual([IDS[0], IDS[2]]);

    await page.getByRole('button', { name: 'Clear from the app' }).click();
    await expect.poll(() => checked(IDS[0])).toBe(false);
    expect(checked(IDS[2])).toBe(false);
    await expect.element(page.getByRole('button', { name: /^Mark as/ })).toBeDisabled();
  });

  test('a controlled selection the app does not update stays as the app says', async () => {
    const onSelectionChange = vi.fn();
    await renderWithKit(
      <Inbox subscriberId={ada} now={NOW} selectedIds={[IDS[0]]} onSelectionChange={onSelectionChange} />,
      { setup: addKnownMessages },
    );
    await expect.poll(() => checked(IDS[0])).toBe(true);
    await checkboxOf(1).click();
    await expect.poll(() => onSelectionChange.mock.calls.length).toBeGreaterThan(0);
    expect(checked(IDS[1])).toBe(false);
    expect(checked(IDS[0])).toBe(true);
  });
});
