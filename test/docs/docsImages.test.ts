// The pictures of the docs are the stories' own screenshots: each file in docs/images is a copy of
// the visual baseline of the same name (test/visual/baselines/<story id>-<width>px-<scheme>.png),
// byte for byte. A story whose look changes gets a new baseline (`npm run test:visual -- --update`),
// and this test then names the picture to copy again, so the README never shows an inbox that no
// longer looks like that. Each picture is also shown by some page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const IMAGES = 'docs/images';
const BASELINES = 'test/visual/baselines';

const pictures = readdirSync(root + IMAGES).filter((file) => file.endsWith('.png'));

/** README.md and every page under docs/. */
function pageTexts(): string[] {
  const pages = [readFileSync(root + 'README.md', 'utf8')];
  for (const file of readdirSync(root + 'docs', { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.md')) pages.push(readFileSync(`${root}docs/${file}`, 'utf8'));
  }
  return pages;
}

describe('the docs’ pictures are the stories’ screenshots', () => {
  test('docs/images holds the pictures the README shows', () => {
    expect(pictures.length).toBeGreaterThan(0);
  });

  test.each(pictures)('docs/images/%s equals its baseline, byte for byte', (name) => {
    const baseline = `${BASELINES}/${name}`;
    expect(
      existsSync(root + baseline),
      `${IMAGES}/${name} copies ${baseline}, which is gone (the story was renamed or removed): pick another baseline, copy it into ${IMAGES} under its own name and show it instead`,
    ).toBe(true);
    const same = readFileSync(root + baseline).equals(readFileSync(`${root}${IMAGES}/${name}`));
    expect(same, `${IMAGES}/${name} is not its baseline any more; look at the new baseline, then copy it: cp ${baseline} ${IMAGES}/${name}`).toBe(true);
  });

  test('every picture is shown by a page', () => {
    const text = pageTexts().join('\n');
    expect(pictures.filter((name) => !text.includes(`images/${name}`))).toEqual([]);
  });
});
