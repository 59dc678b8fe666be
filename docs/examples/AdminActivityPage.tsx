// The admin's activity page: the sums and the chart, then the list with its filters beside the
// selected notification's record; the filters and the selection live in the page's URL, so a link
// opens the same page (docs/admin.md shows this file verbatim; `npm run typecheck` compiles it).
import { NotificationActivityFeed, NotificationStats, type NotificationFeedFilters } from 'inbox-kit';

export interface AdminActivityPageProps {
  /** The page's query, e.g. `new URLSearchParams(location.search)`. */
  search: URLSearchParams;
  /** Puts a new query in the URL: your router's navigate, or `history.replaceState`. */
  setSearch: (search: URLSearchParams) => void;
}

export function AdminActivityPage({ search, setSearch }: AdminActivityPageProps) {
  const { notification, ...filters }: NotificationFeedFilters & { notification?: string } = Object.fromEntries(search);
  const go = (query: Record<string, string | undefined>) =>
    setSearch(new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)));
  return (
    <main>
      <h1>Notifications</h1>
      <NotificationStats days={30} />
      <NotificationActivityFeed
        filters={filters}
        onFiltersChange={(next) => go({ ...next, notification })}
        selectedId={notification ?? null}
        onSelect={(id) => go({ ...filters, notification: id ?? undefined })}
      />
    </main>
  );
}
