// The commands of the outbox model (fast-check's model-based testing): what a reader, the network
// and the service can do, in any order. Each runs one step of the world, which checks the
// invariants after it; the model keeps only what decides whether a command makes sense (going
// online when online fires no `online` event in a browser).
import fc from 'fast-check';
import { changeArbitraries, kindOf, type Change } from './changeKinds';
import { MESSAGE_IDS, type OutboxWorld } from './outboxWorld';

export interface OutboxModel {
  online: boolean;
}

type OutboxCommand = fc.AsyncCommand<OutboxModel, OutboxWorld>;

class MarkCommand implements OutboxCommand {
  constructor(readonly change: Change) {}
  check = () => true;
  run = (_model: OutboxModel, world: OutboxWorld) => world.mark(this.change);
  toString = () => kindOf(this.change).describe(this.change);
}

class ConnectionCommand implements OutboxCommand {
  constructor(readonly online: boolean) {}
  check = (model: Readonly<OutboxModel>) => model.online !== this.online;
  run = async (model: OutboxModel, world: OutboxWorld) => {
    model.online = this.online;
    await world.setOnline(this.online);
  };
  toString = () => (this.online ? 'online' : 'offline');
}

class FireTimerCommand implements OutboxCommand {
  check = () => true;
  run = (_model: OutboxModel, world: OutboxWorld) => world.fireTimer();
  toString = () => 'fire the next timer';
}

class FinishHeldCommand implements OutboxCommand {
  constructor(readonly pick: number) {}
  check = () => true;
  run = (_model: OutboxModel, world: OutboxWorld) => world.finishHeld(this.pick);
  toString = () => `the service finishes running request ${this.pick}`;
}

class ReloadCommand implements OutboxCommand {
  check = () => true;
  run = (_model: OutboxModel, world: OutboxWorld) => world.reload();
  toString = () => 'reload';
}

class RefetchCommand implements OutboxCommand {
  check = () => true;
  run = (_model: OutboxModel, world: OutboxWorld) => world.refetch();
  toString = () => 'refetch';
}

/** Every command, weighted: changes and timers are what happens most. */
export function outboxCommands(): Array<fc.Arbitrary<OutboxCommand>> {
  const changes = changeArbitraries(MESSAGE_IDS);
  return [
    fc.oneof(...changes).map((change): OutboxCommand => new MarkCommand(change)),
    fc.oneof(...changes).map((change): OutboxCommand => new MarkCommand(change)),
    fc.oneof(...changes).map((change): OutboxCommand => new MarkCommand(change)),
    fc.constant(new ConnectionCommand(false)),
    fc.constant(new ConnectionCommand(true)),
    fc.constant(new FireTimerCommand()),
    fc.constant(new FireTimerCommand()),
    fc.constant(new FireTimerCommand()),
    fc.nat({ max: 7 }).map((pick): OutboxCommand => new FinishHeldCommand(pick)),
    fc.constant(new ReloadCommand()),
    fc.constant(new RefetchCommand()),
  ];
}
