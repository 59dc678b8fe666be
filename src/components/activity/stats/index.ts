// <NotificationStats>: the environment's sums and its notifications per day, as a chart and a table.
export { NotificationStats } from './NotificationStats';
export type { NotificationStatsProps } from './NotificationStats';
