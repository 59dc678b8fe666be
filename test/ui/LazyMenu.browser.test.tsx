// Menus load Radix on first use (src/ui/menu): a plain, accessible trigger until the module has
// loaded; hover or focus starts the load; a click, Enter, Space or ArrowDown opens the real menu
// with focus where Radix puts it, whether the module was there before the press or arrives after
// it; Escape returns to the trigger; a failed load leaves a working plain button.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/ui/Button';
import { preloadMenus } from '../../src/ui/menu';
import { LazyMenu, MenuContent, MenuItem } from '../../src/ui/menu';
import { holdMenuLoadingInEachTest } from '../support/menuLoading';

const ITEMS = ['Read', 'Unread', 'Seen'];

function Example({ chosen = [] as string[] }) {
  return (
    <div>
      <button type="button">Before</button>
      <LazyMenu
        modal={false}
        trigger={
          <Button size="sm" data-slot="example-trigger" className="example-trigger">
            Actions
          </Button>
        }
      >
        <MenuContent align="start" data-slot="example-menu">
          {ITEMS.map((name) => (
            <MenuItem key={name} onSelect={() => chosen.push(name)}>
              {name}
            </MenuItem>
          ))}
        </MenuContent>
      </LazyMenu>
    </div>
  );
}

const trigger = () => page.getByRole('button', { name: 'Actions' });
const triggerElement = () => document.querySelector<HTMLButtonElement>('[data-slot="example-trigger"]')!;
/** Radix gives its trigger an id; the plain one has none. */
const isRadixTrigger = () => triggerElement().id !== '';

const loading = holdMenuLoadingInEachTest();

test('until the module loads, the trigger is a plain button that looks the same, and nothing is requested', async () => {
  await render(<Example />);
  await expect.element(trigger()).toBeVisible();
  const element = triggerElement();
  expect(element.tagName).toBe('BUTTON');
  expect(element.type).toBe('button');
  expect(element.getAttribute('aria-haspopup')).toBe('menu');
  expect(element.getAttribute('aria-expanded')).toBe('false');
  expect(element.dataset.state).toBe('closed');
  expect(element.className).toBe('ik-button ik-button--secondary ik-button--sm ik-menu-trigger example-trigger');
  expect(isRadixTrigger()).toBe(false);
  expect(document.querySelector('[role="menu"]')).toBeNull();
  expect(loading().importModule).not.toHaveBeenCalled();
});

test('a pointer entering the trigger starts the load; once there, the trigger is Radix’s, unchanged to the eye', async () => {
  await render(<Example />);
  const before = triggerElement().className;
  await userEvent.hover(trigger());
  expect(loading().importModule).toHaveBeenCalledTimes(1);
  await loading().arrive();
  await expect.poll(isRadixTrigger).toBe(true);
  expect(triggerElement().className).toBe(before);
  expect(triggerElement().getAttribute('aria-expanded')).toBe('false');
  expect(triggerElement().dataset.state).toBe('closed');
  expect(document.querySelector('[role="menu"]')).toBeNull();
});

test('focus starts the load, one import for every menu of the page, and focus stays on the trigger when it arrives', async () => {
  await render(
    <>
      <Example />
      <Example />
    </>,
  );
  const [first] = document.querySelectorAll<HTMLButtonElement>('[data-slot="example-trigger"]');
  first!.focus();
  await userEvent.hover(page.getByRole('button', { name: 'Actions' }).nth(1));
  expect(loading().importModule).toHaveBeenCalledTimes(1);
  await loading().arrive();
  await expect.poll(() => document.querySelectorAll('[data-slot="example-trigger"][id]').length).toBe(2);
  // The loaded trigger is a new element; focus moved over to it rather than falling to <body>.
  expect(document.activeElement).toBe(document.querySelector('[data-slot="example-trigger"]'));
  expect(document.querySelector('[role="menu"]')).toBeNull();
});

test('once loaded, a menu rendered later is Radix’s from its first render', async () => {
  const preloaded = preloadMenus();
  await loading().arrive();
  await preloaded;
  await render(<Example />);
  expect(isRadixTrigger()).toBe(true);
});

/** What each press does, and where Radix puts focus for it. */
const PRESSES = [
  { name: 'a click', press: () => userEvent.click(trigger()), focus: 'the menu' },
  { name: 'Enter', press: () => userEvent.keyboard('{Enter}'), focus: 'the first item' },
  { name: 'Space', press: () => userEvent.keyboard(' '), focus: 'the first item' },
  { name: 'ArrowDown', press: () => userEvent.keyboard('{ArrowDown}'), focus: 'the first item' },
] as const;

async function expectOpenWithFocusOn(focus: (typeof PRESSES)[number]['focus']) {
  const menu = page.getByRole('menu');
  await expect.element(menu).toBeVisible();
  await expect.poll(() => page.getByRole('menuitem').all().length).toBe(3);
  if (focus === 'the menu') await expect.element(menu).toHaveFocus();
  else await expect.element(page.getByRole('menuitem', { name: 'Read', exact: true })).toHaveFocus();
  await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
}

describe.each(PRESSES)('$name', ({ name, press, focus }) => {
  test(`opens the menu with focus on ${focus} when the module is already there`, async () => {
    await render(<Example />);
    triggerElement().focus();
    await loading().arrive();
    await expect.poll(isRadixTrigger).toBe(true);
    expect(document.activeElement).toBe(triggerElement());
    await press();
    await expectOpenWithFocusOn(focus);
  });

  test(`opens the menu with focus on ${focus} when the module arrives after the press`, async () => {
    await render(<Example />);
    // A click reaches the trigger without focusing it first, as a pointer does.
    if (name !== 'a click') triggerElement().focus();
    await press();
    expect(loading().importModule).toHaveBeenCalledTimes(1);
    // Nothing to open yet: the press is remembered and focus stays on the trigger.
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(triggerElement());
    await loading().arrive();
    await expectOpenWithFocusOn(focus);
    // Escape closes it and returns focus to the trigger, Radix's now.
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(isRadixTrigger()).toBe(true);
  });
});

test('typeahead moves to the item that starts with the typed letter, and Enter chooses it', async () => {
  const chosen: string[] = [];
  await render(<Example chosen={chosen} />);
  triggerElement().focus();
  await userEvent.keyboard('{ArrowDown}');
  await loading().arrive();
  await expect.element(page.getByRole('menuitem', { name: 'Read', exact: true })).toHaveFocus();
  // One letter: Radix joins letters typed within a second into one search.
  await userEvent.keyboard('u');
  await expect.element(page.getByRole('menuitem', { name: 'Unread', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  expect(chosen).toEqual(['Unread']);
  await expect.element(trigger()).toHaveFocus();
});

test('a press given up before the module arrives (focus moved on, or Escape) opens nothing', async () => {
  await render(<Example />);
  triggerElement().focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(page.getByRole('button', { name: 'Before' }));
  await userEvent.click(trigger());
  await userEvent.keyboard('{Escape}');
  await loading().arrive();
  await expect.poll(isRadixTrigger).toBe(true);
  expect(document.querySelector('[role="menu"]')).toBeNull();
  await expect.element(trigger()).toHaveFocus();
});

test('a failed load leaves a working plain button, throws nothing, and the next press loads and opens the menu', async () => {
  await render(<Example />);
  triggerElement().focus();
  await userEvent.keyboard('{Enter}');
  await loading().fail();
  // What the reader sees: the same button, still focused, no menu; nothing went unhandled (the
  // browser project fails a test on an unhandled rejection).
  expect(isRadixTrigger()).toBe(false);
  expect(document.querySelector('[role="menu"]')).toBeNull();
  expect(document.activeElement).toBe(triggerElement());
  expect(triggerElement().getAttribute('aria-expanded')).toBe('false');
  // The next press asks again.
  await userEvent.keyboard('{Enter}');
  expect(loading().importModule).toHaveBeenCalledTimes(2);
  await loading().arrive();
  await expectOpenWithFocusOn('the first item');
});

test('a disabled trigger opens nothing, before the load or after it (Chrome sends it pointer events)', async () => {
  await render(
    <LazyMenu trigger={<Button disabled>Actions</Button>}>
      <MenuContent>
        <MenuItem>Read</MenuItem>
      </MenuContent>
    </LazyMenu>,
  );
  await expect.element(trigger()).toBeDisabled();
  await userEvent.click(trigger(), { force: true });
  await loading().arrive();
  expect(document.querySelector('[role="menu"]')).toBeNull();
  await expect.poll(() => document.querySelector('button[aria-haspopup="menu"]')?.id).not.toBe('');
  await userEvent.click(trigger(), { force: true });
  expect(document.querySelector('[role="menu"]')).toBeNull();
  await expect.element(trigger()).toBeDisabled();
});
