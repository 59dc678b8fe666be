// The feed tabs of `<Inbox tabs>`: the tab list with each tab's unread count, and the shown tab's panel.
export { InboxTabs } from './InboxTabs';
export type { InboxTabsProps } from './InboxTabs';
export type { InboxTab } from './InboxTab';
