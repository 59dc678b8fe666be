import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { safeUrl } from '../../src/ui/safeUrl';

test('a javascript: URL renders no link in a real browser', async () => {
  const screen = await render(
    <p>
      <a href={safeUrl('javascript:alert(1)')}>bad</a>
      <a href={safeUrl('https://example.com/x')}>good</a>
    </p>,
  );
  await expect.element(screen.getByText('good')).toHaveAttribute('href', 'https://example.com/x');
  await expect.element(screen.getByText('bad')).not.toHaveAttribute('href');
});
