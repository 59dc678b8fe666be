// The own popover: placed 8 px inside the viewport beside its trigger; focus in on open; focus
// leaving it closes it without being pulled back; its close button returns focus to the trigger.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../src/ui/popover/Popover';

function Example() {
  return (
    <div>
      <button type="button">Before</button>
      <Popover>
        <PopoverTrigger style={{ position: 'fixed', top: 4, right: 0 }}>Open</PopoverTrigger>
        <PopoverContent role="dialog" aria-label="Example" align="start" style={{ inlineSize: 300 }}>
          <p>Text first</p>
          <button type="button">First control</button>
          <PopoverClose>Close</PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  );
}

test('opens beside its trigger, 8 px inside the viewport, with focus on its first control', async () => {
  const screen = await render(<Example />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Example' });
  await expect.element(dialog).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
  const box = dialog.element().getBoundingClientRect();
  const trigger = screen.getByRole('button', { name: 'Open' }).element().getBoundingClientRect();
  // align="start" would put its left edge on the trigger's, past the right edge: shifted back.
  expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8 + 0.5);
  expect(box.left).toBeGreaterThanOrEqual(8);
  expect(box.top).toBeCloseTo(trigger.bottom + 6, 0);
  await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'true');
});

test('its close button closes it and returns focus to the trigger', async () => {
  const screen = await render(<Example />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('focus moving outside closes it and stays where it went', async () => {
  const screen = await render(<Example />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await expect.element(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
  (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
});
