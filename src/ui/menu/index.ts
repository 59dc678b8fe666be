// The menus' door: the menu components (./LazyMenu) and the loading of Radix's dropdown on first
// use (./menuModule says why and how). Radix itself (./radixParts) is only ever a dynamic import.
export { LazyMenu, MenuContent, MenuItem } from './LazyMenu';
export type { LazyMenuProps, MenuTriggerElement } from './LazyMenu';
export { preloadMenus, setMenuLoading, whenIdle } from './menuModule';
export type { MenuLoading, MenuModule } from './menuModule';
