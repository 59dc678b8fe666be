// Live: new messages arriving while the inbox is open (polling or the app's push source), and
// tabs in agreement (what one tab learns, the others show without asking the service).
export { arrivalsInFeed, insertArrivalCounts, insertArrivals } from './liveArrival';
export type { LiveArrivalEnvironment } from './liveArrivalSchedule';
export { announceToTabs, postToTabs } from './tabChannel';
export { useLiveArrival } from './useLiveArrival';
export type { UseLiveArrivalOptions } from './useLiveArrival';
export { useTabAgreement } from './useTabAgreement';
