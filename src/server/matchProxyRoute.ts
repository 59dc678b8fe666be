// The routes of the service that the proxy lets through (the client's four, API.md §1, and the
// admin's three, SERVER-NOTES.md §9); anything else is no route. Path segments are decoded here
// and encoded again when forwarded, so an encoded `/` in a subscriber id can never reach another
// path of the service.
import { isObjectId } from '../api/ids';

export type ProxyRoute =
  | { kind: 'mark-as'; subscriberId: string }
  | { kind: 'mark-all'; subscriberId: string }
  | { kind: 'feed'; subscriberId: string }
  | { kind: 'notification'; notificationId: string }
  // The admin's list of the environment's notifications, its two sums and its graph (SERVER-NOTES.md §9).
  | { kind: 'notifications' }
  | { kind: 'notification-stats' }
  | { kind: 'notification-graph' };

/** The admin's routes by their path under `/v1/notifications`, segments as sent. */
const ADMIN_ROUTES: Readonly<Record<string, ProxyRoute>> = {
  '': { kind: 'notifications' },
  stats: { kind: 'notification-stats' },
  'graph/stats': { kind: 'notification-graph' },
};

/** `basePath` with one leading slash and no trailing one ('' for the root). */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

export function matchProxyRoute(method: string, pathname: string, basePath: string): ProxyRoute | undefined {
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const segments = decodeSegments(pathname.slice(basePath.length + 1));
  if (!segments || segments[0] !== 'v1') return undefined;
  const [, resource, id, ...rest] = segments;
  if (resource === 'notifications' && method === 'GET' && !segments.slice(2).some((segment) => segment.includes('/'))) {
    const route = ADMIN_ROUTES[segments.slice(2).join('/')];
    if (route) return route;
  }
  if (id === undefined || id === '') return undefined;
  // Route segments are compared as they were sent: `notifications%2Ffeed` is no route.
  if (rest.some((segment) => segment.includes('/'))) return undefined;
  const tail = rest.join('/');
  if (resource === 'notifications' && rest.length === 0 && method === 'GET') {
    return { kind: 'notification', notificationId: id };
  }
  if (resource !== 'subscribers') return undefined;
  if (tail === 'messages/mark-as' && method === 'POST') return { kind: 'mark-as', subscriberId: id };
  if (tail === 'messages/mark-all' && method === 'POST') return { kind: 'mark-all', subscriberId: id };
  if (tail === 'notifications/feed' && method === 'GET') return { kind: 'feed', subscriberId: id };
  return undefined;
}

/** The decoded segments, or undefined when one is not valid percent-encoding. */
function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * Why the route's id cannot be forwarded, or undefined when it can. `.` and `..` stay dot
 * segments even encoded, so the service's URL would resolve them to another path; a notification
 * id that is not a database id makes the service answer 500 (SERVER-NOTES.md §3).
 */
export function routeIdProblem(route: ProxyRoute): string | undefined {
  if (route.kind === 'notification') {
    return isObjectId(route.notificationId) ? undefined : 'notificationId must be a 24-character hexadecimal id';
  }
  if (!('subscriberId' in route)) return undefined;
  return route.subscriberId === '.' || route.subscriberId === '..' ? 'subscriberId must not be a dot segment' : undefined;
}

/** The service's path of `route`, segments encoded. */
export function servicePath(route: ProxyRoute): string {
  switch (route.kind) {
    case 'mark-as':
      return `/v1/subscribers/${encodeURIComponent(route.subscriberId)}/messages/mark-as`;
    case 'mark-all':
      return `/v1/subscribers/${encodeURIComponent(route.subscriberId)}/messages/mark-all`;
    case 'feed':
      return `/v1/subscribers/${encodeURIComponent(route.subscriberId)}/notifications/feed`;
    case 'notification':
      return `/v1/notifications/${encodeURIComponent(route.notificationId)}`;
    case 'notifications':
      return '/v1/notifications';
    case 'notification-stats':
      return '/v1/notifications/stats';
    case 'notification-graph':
      return '/v1/notifications/graph/stats';
  }
}
