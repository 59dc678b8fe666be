// The mock's data for one seed, built once per process and copied into each store. Building
// 2,000+ messages costs ten times what copying them does, and tests, stories and `reset()` create
// many services of the same seed. The stores share the messages: a store never changes a message in
// place (it stores a changed copy), and the shared ones are frozen, so a slip would throw, not leak
// one service's change into another.
import { buildMockFixtures } from './fixtures/buildMockFixtures';
import type { MockFixtures } from './fixtures/MockFixtures';

/** A few seeds at most: a test that walks many seeds must not keep every one of them. */
const KEPT_SEEDS = 4;
const built = new Map<number, MockFixtures>();

export function fixturesForSeed(seed: number): MockFixtures {
  const kept = built.get(seed);
  if (kept !== undefined) return kept;
  const fixtures = buildMockFixtures({ seed });
  for (const { subscriber, messages } of fixtures.subscribers) {
    deepFreeze(subscriber);
    for (const message of messages) deepFreeze(message);
  }
  if (built.size >= KEPT_SEEDS) built.delete(built.keys().next().value!);
  built.set(seed, fixtures);
  return fixtures;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}
