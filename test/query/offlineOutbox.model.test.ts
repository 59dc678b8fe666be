// @vitest-environment jsdom
// The offline outbox under faults, model-based (issue 24): random changes (marks of 1-5 messages
// with any value, marks all), the connection going off and on, the retry timers and the client's
// time-outs fired, the service finishing what it held, reloads over the same storage, refetches;
// against a service that honours idempotency keys as the real one and meets each request with a
// fault generated with the steps from the seed (outboxModel/idempotentService.ts). After every step
// (outboxModel/outboxWorld.ts): only a refusal (or, as documented, a time-out) fails a change; a
// resolved change was applied; one key per change, never two requests with one key at once;
// pending changes show on the rows and the counts agree with them; while online, whatever waits
// has a request on the wire or a retry timer, and an answer of the service sends it; a waiting
// change is sent only after the earlier ones settled; a refetch shows the service's state with the
// pending changes on top; a reload loses no waiting change. At the end, online with a healthy
// service: nothing waits, the rows equal the service, no key was applied twice.
//
// In the unit project (jsdom): nothing is drawn, the library's hooks run in a React root with the
// model's clock, timers and idempotency keys, and a step takes turns of the event loop, not time,
// so a run is the same on any machine. A fixed seed; to replay a counterexample, run this file
// with the seed, path and replay path its failure prints:
//   OUTBOX_MODEL_SEED=… OUTBOX_MODEL_PATH=… OUTBOX_MODEL_REPLAY=… npx vitest run --project unit test/query/offlineOutbox.model.test.ts
import fc from 'fast-check';
import { it } from 'vitest';
import { FAULTS, type Fault } from './outboxModel/idempotentService';
import { outboxCommands, type OutboxModel } from './outboxModel/outboxCommands';
import { OutboxWorld, emptyStats } from './outboxModel/outboxWorld';

const env = process.env;
const SEED = Number(env.OUTBOX_MODEL_SEED ?? 24);
const PATH = env.OUTBOX_MODEL_PATH;
const REPLAY = env.OUTBOX_MODEL_REPLAY;
const RUNS = Number(env.OUTBOX_MODEL_RUNS ?? 150);
const MAX_COMMANDS = 40;

/**
 * The faults a step's requests meet (each request after them is answered): each fault often enough
 * to meet the others in one run; held most, as it is what keeps a request on the wire across steps.
 */
const FAULT_WEIGHTS: Readonly<Record<Fault, number>> = { answered: 2, dropped: 3, lost: 2, held: 5, detached: 2, refused: 1 };
const fault = fc.oneof(...FAULTS.map((name) => ({ weight: FAULT_WEIGHTS[name], arbitrary: fc.constant(name) })));
const MAX_FAULTS_PER_STEP = 3;

// The bound of a run that hangs, and of shrinking a counterexample (a replayed run per attempt).
it('the offline outbox keeps every promise under faults, reloads and timers', { timeout: 300_000 }, async () => {
  let steps = 0;
  const stats = emptyStats();
  const property = fc.asyncProperty(
    fc.commands(outboxCommands({ fault, maxFaults: MAX_FAULTS_PER_STEP }), {
      maxCommands: MAX_COMMANDS,
      size: 'max',
      ...(REPLAY !== undefined && { replayPath: REPLAY }),
    }),
    async (commands) => {
      const world = await OutboxWorld.open({ stats });
      try {
        await fc.asyncModelRun(() => ({ model: { online: true } satisfies OutboxModel, real: world }), commands);
        await world.drain();
      } finally {
        steps += world.steps;
        world.close();
      }
    },
  );
  const details = await fc.check(property, {
    seed: SEED,
    numRuns: RUNS,
    ...(PATH !== undefined && { path: PATH }),
  });
  const { faults, changes } = stats;
  console.info(
    [
      `offline outbox model: ${details.numRuns} runs, ${steps} steps (seed ${SEED})`,
      `requests met: ${FAULTS.map((name) => `${name} ${faults[name]}`).join(', ')}`,
      `changes: ${changes.resolved} resolved, ${changes.refused} refused, ${changes.timedOut} timed out, ${changes.lost} in flight on a reloaded page`,
      `${stats.reloads} reloads resumed ${stats.resumed} changes; ${stats.refetchesCompared} refetches compared with the service; ${stats.stepsWaitingOnline} steps ended online with changes unsettled`,
    ].join('\n  '),
  );
  if (details.failed) {
    const report = fc.defaultReportMessage(details) ?? '';
    const replay = /replayPath="([^"]*)"/.exec(report)?.[1];
    const how = `OUTBOX_MODEL_SEED=${SEED} OUTBOX_MODEL_PATH=${details.counterexamplePath}${replay ? ` OUTBOX_MODEL_REPLAY=${replay}` : ''}`;
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${cause}\n\n${report}\n\nReplay it: ${how} npx vitest run --project unit test/query/offlineOutbox.model.test.ts`);
  }
});
