// `page.getByCss(selector)`: a locator by CSS selector, for a row's own control named by its
// message id (`rowControl`). A locator Vitest makes from an element (`page.elementLocator`) names it
// by the shortest text unique when it is made, such as a prefix of its label ("Actions for:
// Dennis Ritchie"); a row that joins the list later with the same prefix makes it match two.
import { locators, page, type Locator } from 'vitest/browser';

declare module 'vitest/browser' {
  interface LocatorSelectors {
    getByCss(selector: string): Locator;
  }
}

locators.extend({
  getByCss(selector: string) {
    return `css=${selector}`;
  },
});

/** The control `slot` (e.g. `inbox-row-menu-trigger`) of the row of message `id`. */
export function rowControl(id: string, slot: string): Locator {
  return page.getByCss(`[data-message-id="${CSS.escape(id)}"] [data-slot="${slot}"]`);
}
