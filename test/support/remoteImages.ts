// A browser command that answers every image the page asks of another host, so no browser test
// reaches the network and none depends on how fast a real host fails: an avatar at
// https://example.com/… loads (a small SVG), one at a host under `.invalid` fails at once. Without
// it, an `<img>` of a fixture's remote avatar stayed an `<img>` or fell back to its placeholder
// depending on whether the name lookup had failed before the assertion (CI failed one such test).
import type { BrowserCommand } from 'vitest/node';

const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#888"/></svg>';

interface PlaywrightPage {
  context(): {
    route(url: (url: URL) => boolean, handler: (route: PlaywrightRoute) => Promise<void>): Promise<void>;
  };
}
interface PlaywrightRoute {
  request(): { resourceType(): string; url(): string };
  fulfill(options: { status: number; contentType: string; body: string }): Promise<void>;
  abort(): Promise<void>;
  fallback(): Promise<void>;
}

const answered = new WeakSet<object>();

export const answerRemoteImages: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error(`answerRemoteImages needs the playwright provider, not ${context.provider.name}`);
  const browserContext = (context as unknown as { page: PlaywrightPage }).page.context();
  if (answered.has(browserContext)) return;
  answered.add(browserContext);
  await browserContext.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    async (route) => {
      if (route.request().resourceType() !== 'image') return route.fallback();
      if (new URL(route.request().url()).hostname.endsWith('.invalid')) return route.abort();
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE });
    },
  );
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    answerRemoteImages: () => Promise<void>;
  }
}
