// The subscriber's internal id, which the service's messages carry as `_subscriberId`: asked of
// the service with `GET /v1/subscribers/{subscriberId}` (SERVER-NOTES.md §7), the same way as
// every other request of the proxy (its key, its deadline, no redirect followed).
import { isRecord } from '../api/isRecord';
import { askService, type ServiceLimits, type ServiceOutcome } from './askService';

/** The lookup found the subscriber, or what to answer instead: the service's error or the proxy's 502/504. */
export type Resolution = { kind: 'found'; internalId: string } | { kind: 'refused'; outcome: ServiceOutcome };

export interface LookupTarget {
  /** The service, without a trailing slash. */
  apiBaseUrl: string;
  apiKey: string;
  limits: ServiceLimits;
}

export async function lookUpInternalId(target: LookupTarget, subscriberId: string): Promise<Resolution> {
  const url = `${target.apiBaseUrl}/v1/subscribers/${encodeURIComponent(subscriberId)}`;
  const headers = { authorization: `ApiKey ${target.apiKey}`, accept: 'application/json' };
  // No caller's signal: one lookup serves every request of the subscriber that waits for it.
  const outcome = await askService(url, { method: 'GET', headers }, target.limits);
  if (outcome.kind === 'failure' || outcome.status < 200 || outcome.status >= 300) return { kind: 'refused', outcome };
  const internalId = internalIdOf(outcome.body, subscriberId);
  if (internalId !== undefined) return { kind: 'found', internalId };
  return { kind: 'refused', outcome: { kind: 'failure', status: 502, message: "The service's answer names no internal id of the subscriber" } };
}

/**
 * `_id` of the subscriber in `{data: Subscriber}` or a bare Subscriber. A bare one is told by its
 * `subscriberId` (its own `data` is the subscriber's custom data, no envelope); a subscriber that
 * names another `subscriberId` than the one asked for is no answer to this lookup.
 */
function internalIdOf(body: unknown, subscriberId: string): string | undefined {
  const subscriber = isRecord(body) && !('subscriberId' in body) ? body.data : body;
  if (!isRecord(subscriber)) return undefined;
  if (subscriber.subscriberId !== undefined && subscriber.subscriberId !== subscriberId) return undefined;
  return typeof subscriber._id === 'string' && subscriber._id !== '' ? subscriber._id : undefined;
}
