// The record's header: its overall status, summary and facts.
export { ActivityHeader } from './ActivityHeader';
export type { ActivityHeaderProps } from './ActivityHeader';
