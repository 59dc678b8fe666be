// Notification records for the admin page's stories: many delivered ones, with a failed one among
// them, built with the mock's own record builder and put into the story's mock service.
import { buildActivityNotification, MOCK_EPOCH, MOCK_IDS, type MockService } from 'inbox-kit/mock';

const WORKFLOWS = [
  { name: 'Invoice available', identifier: 'invoice-available' },
  { name: 'Mentioned in a comment', identifier: 'mention' },
  { name: 'Shipping update', identifier: 'shipping-update' },
];

/** A 24-hex id made of a prefix and a number. */
const idOf = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/**
 * Replaces the service's records with `count` delivered ones, a minute apart, newest first; the
 * one at `failedAt` (an index, newest first) failed its email. Returns the failed one's id.
 */
export function putManyNotifications(service: MockService, { count, failedAt = -1 }: { count: number; failedAt?: number }): string {
  const subscribers = Object.values(MOCK_IDS.subscribers).map((id) => service.store.getSubscriber(id)!);
  service.store.load({ subscribers: subscribers.map((subscriber) => ({ subscriber, messages: service.store.getMessages(subscriber.subscriberId) })), notifications: [] });
  const epoch = Date.parse(MOCK_EPOCH);
  for (let index = 0; index < count; index += 1) {
    const failed = index === failedAt;
    service.store.putNotification(
      buildActivityNotification({
        id: idOf('6650f00d', index),
        createdAtMs: epoch - (index + 1) * 60_000,
        seed: 1,
        workflow: { ...WORKFLOWS[index % WORKFLOWS.length]!, id: idOf('6650aaaa', index % WORKFLOWS.length) },
        subscriber: subscribers[index % subscribers.length]!,
        jobs: [
          { type: 'in_app', status: 'completed', at: 100, details: [{ at: 140, status: 'Success', detail: 'Message sent' }] },
          failed
            ? { type: 'email', status: 'failed', at: 110, details: [{ at: 500, status: 'Failed', detail: 'Unexpected provider error' }] }
            : { type: 'email', status: 'completed', at: 110, details: [{ at: 500, status: 'Success', detail: 'Message sent' }] },
        ],
      }),
    );
  }
  return idOf('6650f00d', failedAt);
}

/** Leaves the service without any notification record. */
export function removeAllNotifications(service: MockService): void {
  putManyNotifications(service, { count: 0 });
}
