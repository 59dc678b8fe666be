// One tab of `<Inbox tabs>`: a label and the feed it shows.
import type { FeedFilter } from '../../../api/client';

/**
 * A tab of `<Inbox tabs>`: the messages of one feed, as the service's feed filters them (its
 * `feedIdentifier`, one or several, and/or its `payload` values); neither for the whole inbox.
 */
export interface InboxTab extends FeedFilter {
  /** Unique among the tabs: what `tab`, `defaultTab` and `onTabChange` speak of. */
  id: string;
  /** The tab's name, as shown (the app's words, in the reader's language). */
  label: string;
}
