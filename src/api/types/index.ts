// The service's data model (SPEC.md §2, SERVER-NOTES.md §0 and §5) as TypeScript, one file per
// resource. Every enumeration is a const array with a derived union that still admits strings
// the service may add later: an unknown value is kept and rendered generically, never rejected.
export * from './common';
export * from './enums';
export * from './providers';
export * from './message';
export * from './feed';
export * from './subscriber';
export * from './workflow';
export * from './activity';
export * from './malformed';
export * from './notificationList';
