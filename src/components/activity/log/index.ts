// A job's execution log as a timeline, with each entry's raw data on demand.
export { ExecutionLog } from './ExecutionLog';
