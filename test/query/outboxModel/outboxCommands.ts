// The commands of the outbox model (fast-check's model-based testing): what a reader, the network
// and the service can do, in any order. Each runs one step of the world, which checks the
// invariants after it. Each command also carries the faults that the requests of its step meet, in
// the order they leave (answered once none is left): generated with the commands from the seed, so
// shrinking a counterexample drops a step's faults with the step and keeps every other step's.
// The model keeps only what decides whether a command makes sense (going online when online fires
// no `online` event in a browser).
import fc from 'fast-check';
import { changeArbitraries, kindOf, type Change } from './changeKinds';
import type { Fault } from './idempotentService';
import { MESSAGE_IDS, type OutboxWorld } from './outboxWorld';

export interface OutboxModel {
  online: boolean;
}

type OutboxCommand = fc.AsyncCommand<OutboxModel, OutboxWorld>;

/** A command of the world's, and the faults its step's requests meet. */
abstract class Step implements OutboxCommand {
  constructor(readonly faults: readonly Fault[]) {}
  check(_model: Readonly<OutboxModel>): boolean {
    return true;
  }
  async run(model: OutboxModel, world: OutboxWorld): Promise<void> {
    world.meet(this.faults);
    await this.step(model, world);
  }
  toString(): string {
    return this.faults.length > 0 ? `${this.describe()} [${this.faults.join(' ')}]` : this.describe();
  }
  protected abstract step(model: OutboxModel, world: OutboxWorld): Promise<void>;
  protected abstract describe(): string;
}

class Mark extends Step {
  constructor(faults: readonly Fault[], readonly change: Change) {
    super(faults);
  }
  protected step = (_model: OutboxModel, world: OutboxWorld) => world.mark(this.change);
  protected describe = () => kindOf(this.change).describe(this.change);
}

class Connection extends Step {
  constructor(faults: readonly Fault[], readonly online: boolean) {
    super(faults);
  }
  override check(model: Readonly<OutboxModel>): boolean {
    return model.online !== this.online;
  }
  protected step = async (model: OutboxModel, world: OutboxWorld) => {
    model.online = this.online;
    await world.setOnline(this.online);
  };
  protected describe = () => (this.online ? 'online' : 'offline');
}

class FireTimer extends Step {
  protected step = (_model: OutboxModel, world: OutboxWorld) => world.fireTimer();
  protected describe = () => 'fire the next timer';
}

class FinishHeld extends Step {
  constructor(faults: readonly Fault[], readonly pick: number) {
    super(faults);
  }
  protected step = (_model: OutboxModel, world: OutboxWorld) => world.finishHeld(this.pick);
  protected describe = () => `the service finishes running request ${this.pick}`;
}

class Reload extends Step {
  protected step = (_model: OutboxModel, world: OutboxWorld) => world.reload();
  protected describe = () => 'reload';
}

class Refetch extends Step {
  protected step = (_model: OutboxModel, world: OutboxWorld) => world.refetch();
  protected describe = () => 'refetch';
}

/**
 * Every command, each with up to `maxFaults` faults drawn from `fault`, weighted: changes, timers
 * and the service finishing what it holds are what happens most.
 */
export function outboxCommands({ fault, maxFaults }: { fault: fc.Arbitrary<Fault>; maxFaults: number }): Array<fc.Arbitrary<OutboxCommand>> {
  const faults = fc.array(fault, { maxLength: maxFaults });
  const change = fc.oneof(...changeArbitraries(MESSAGE_IDS));
  const mark = fc.tuple(faults, change).map(([met, made]): OutboxCommand => new Mark(met, made));
  const fire = faults.map((met): OutboxCommand => new FireTimer(met));
  const finish = fc.tuple(faults, fc.nat({ max: 7 })).map(([met, pick]): OutboxCommand => new FinishHeld(met, pick));
  return [
    mark,
    mark,
    mark,
    mark,
    faults.map((met): OutboxCommand => new Connection(met, false)),
    faults.map((met): OutboxCommand => new Connection(met, true)),
    fire,
    fire,
    fire,
    finish,
    finish,
    finish,
    faults.map((met): OutboxCommand => new Reload(met)),
    faults.map((met): OutboxCommand => new Refetch(met)),
  ];
}
