// The step types that deliver a message. The service's `channels` of a record also lists trigger,
// digest, delay…, and a channel step that follows a digest may carry that digest's copy.

const DELIVERY_CHANNELS = new Set(['in_app', 'email', 'sms', 'chat', 'push']);

export function isDeliveryChannel(type: string): boolean {
  return DELIVERY_CHANNELS.has(type);
}
