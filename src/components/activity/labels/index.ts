// The activity's words: every label with its English default, the service's values in words
// (providers by name), and the merging of an app's overrides.
export { activityCountArgs, labelOf, resolveActivityLabels } from './activityLabels';
export type { ActivityCountArgs, NotificationActivityLabelOverrides, NotificationActivityLabels } from './activityLabels';
export { defaultActivityLabels } from './defaultActivityLabels';
export { PROVIDER_NAMES } from './providerNames';
