// The theme tokens resolve to the right pair member in a real browser, forced or not.
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';

const background = (element: Element) => getComputedStyle(element).backgroundColor;

test('data-theme forces dark or light on the components, whatever the user prefers', async () => {
  const screen = await render(
    <div>
      <div data-theme="dark">
        <div className="ik-root" data-testid="dark">
          dark
        </div>
      </div>
      <div className="ik-root" data-theme="light" data-testid="light">
        light
      </div>
    </div>,
  );
  expect(background(screen.getByTestId('dark').element())).toBe('rgb(21, 23, 28)');
  expect(background(screen.getByTestId('light').element())).toBe('rgb(255, 255, 255)');
});

test('the stylesheet leaves the host page colour scheme alone', async () => {
  await render(<div className="ik-root">inside</div>);
  expect(getComputedStyle(document.documentElement).colorScheme).toBe('normal');
});
