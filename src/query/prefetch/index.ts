// Prefetch on the server: the queries the components read first, filled into the request's
// QueryClient under the components' own keys, for `dehydrate` and `<HydrationBoundary>`. Free of
// React's client side, so a server component calls it.
export { prefetchInbox } from './prefetchInbox';
export type { PrefetchInboxInput } from './prefetchInbox';
export { prefetchNotification } from './prefetchNotification';
export type { PrefetchNotificationInput } from './prefetchNotification';
export type { PrefetchResult } from './prefetchResult';
