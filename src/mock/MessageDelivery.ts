// New in_app messages arriving while a page is open (`service.deliver`, `service.deliverEvery`):
// deterministic for the seed, dated by the mock's clock, and always on top of the subscriber's
// feed. A schedule runs on the mock's clock, not on timers: what fell due is delivered when the
// next request comes in (or `deliverDue()` is called), each message dated when it fell due.
import type { Message } from '../api/types';
import { createRandom } from './createRandom';
import type { Random } from './createRandom';
import type { FixtureContext } from './fixtures/createFixtureContext';
import { createMockMessage } from './fixtures/createMockMessage';
import type { MockStore } from './MockStore';

/** What `deliver` adds: a number of generated messages, or messages of which any field may be given. */
export type Delivery = number | readonly Partial<Message>[];

export interface DeliveryScheduleOptions {
  /** Time between deliveries on the mock's clock. */
  everyMs: number;
  /** Messages per delivery (default 1). */
  count?: number;
  /** Deliveries in all (default: until stopped). */
  times?: number;
}

const TEXTS = [
  'Maya commented on your post',
  'Your export is ready to download',
  'Jonas invited you to the project "Atlas"',
  'A new sign-in from Firefox on Linux',
  'Priya mentioned you in "Q3 planning"',
  'Your report was shared with the team',
] as const;

interface Schedule {
  subscriberId: string;
  everyMs: number;
  count: number;
  remaining: number;
  nextAt: number;
}

export class MessageDelivery {
  #store: MockStore;
  #now: () => number;
  #seed: number;
  #random: Random;
  #schedules = new Set<Schedule>();
  #delivered = 0;

  constructor(init: { store: MockStore; now: () => number; seed: number }) {
    this.#store = init.store;
    this.#now = init.now;
    this.#seed = init.seed;
    this.#random = createRandom(deliverySeed(init.seed));
  }

  /** A context for `createMockMessage` at `atMs`, drawing from the delivery's own stream. */
  #context(atMs: number): FixtureContext {
    const random = this.#random;
    return {
      seed: this.#seed,
      random,
      epochMs: atMs,
      before: (offsetMs) => new Date(atMs - offsetMs).toISOString(),
      objectId: (idAtMs = atMs) =>
        Math.floor(idAtMs / 1000)
          .toString(16)
          .padStart(8, '0')
          .slice(-8) + random.hex(16),
    };
  }

  /** Adds in_app messages on top of the subscriber's feed; returns them as stored. */
  deliver(subscriberId: string, delivery: Delivery, at: number = this.#now()): Message[] {
    const subscriber = this.#store.getSubscriber(subscriberId);
    if (!subscriber) throw new RangeError(`deliver: no subscriber ${subscriberId}`);
    if (typeof delivery === 'number' && !(Number.isInteger(delivery) && delivery >= 0)) {
      throw new RangeError('deliver(count) needs a whole number ≥ 0');
    }
    const inits: readonly Partial<Message>[] =
      typeof delivery === 'number' ? Array.from({ length: delivery }, () => ({})) : delivery;
    // Later than everything stored, so it lands on top even when the clock lags the fixtures' dates.
    const newest = this.#store.newestCreatedAt(subscriberId);
    let atMs = Math.max(at, newest === undefined ? at : Date.parse(newest) + 1);
    const messages = inits.map((fields) => {
      this.#delivered += 1;
      const n = this.#delivered;
      const ctx = this.#context(atMs);
      const text = ctx.random.pick(TEXTS);
      const message = createMockMessage(ctx, subscriber, {
        ageMs: 0,
        subject: text,
        content: `${text} (new #${n})`,
        ...fields,
        channel: 'in_app',
      });
      atMs += 1;
      return message;
    });
    this.#store.addMessages(subscriberId, messages);
    return messages.map((message) => this.#store.getMessage(subscriberId, message._id) ?? message);
  }

  /** Delivers `count` messages every `everyMs` of the mock's clock from now on; returns a stop function. */
  deliverEvery(subscriberId: string, options: DeliveryScheduleOptions): () => void {
    if (!(options.everyMs > 0)) throw new RangeError('deliverEvery needs everyMs > 0');
    if (!this.#store.getSubscriber(subscriberId)) throw new RangeError(`deliverEvery: no subscriber ${subscriberId}`);
    const schedule: Schedule = {
      subscriberId,
      everyMs: options.everyMs,
      count: options.count ?? 1,
      remaining: options.times ?? Number.POSITIVE_INFINITY,
      nextAt: this.#now() + options.everyMs,
    };
    this.#schedules.add(schedule);
    return () => {
      this.#schedules.delete(schedule);
    };
  }

  /** Delivers what the schedules owe up to the clock's present; returns how many messages it added. */
  deliverDue(): number {
    const now = this.#now();
    let added = 0;
    for (const schedule of this.#schedules) {
      while (schedule.remaining > 0 && schedule.nextAt <= now) {
        if (!this.#store.getSubscriber(schedule.subscriberId)) break;
        added += this.deliver(schedule.subscriberId, schedule.count, schedule.nextAt).length;
        schedule.remaining -= 1;
        schedule.nextAt += schedule.everyMs;
      }
      if (schedule.remaining <= 0) this.#schedules.delete(schedule);
    }
    return added;
  }

  /** Stops every schedule and restarts the numbering and the stream (for `reset` and a new seed). */
  clear(seed: number = this.#seed): void {
    this.#schedules.clear();
    this.#delivered = 0;
    this.#seed = seed;
    this.#random = createRandom(deliverySeed(seed));
  }
}

// Its own stream, so that deliveries shift neither the data nor the traffic.
const deliverySeed = (seed: number): number => (seed ^ 0x2545f491) >>> 0;
