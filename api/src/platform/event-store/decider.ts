import { NewEvent } from './event.types';

/** The event shape a decider folds: type and payload, whatever the store added around them. */
export interface DecidedEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * A pure aggregate: evolve folds past events into state; decide turns a command and the state
 * into new events, or throws a DomainError. No I/O, no framework, trivial to test.
 */
export interface Decider<State, Command, Event extends DecidedEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DecidedEvent>(
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
  events: Event[],
  from?: State,
): State {
  return events.reduce((state, event) => decider.evolve(state, event), from ?? decider.initialState);
}

export function asNewEvents<Event extends DecidedEvent>(events: Event[]): NewEvent[] {
  return events.map(({ type, data }) => ({ type, data }));
}

/** Decides commands one after another on the evolving state; the events of all of them, in order. */
export function decideAll<State, Command, Event extends DecidedEvent>(
  decider: Decider<State, Command, Event>,
  state: State,
  commands: Command[],
): { state: State; events: Event[] } {
  const events: Event[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decider.decide(command, current);
    current = fold(decider, decided, current);
    events.push(...decided);
  }
  return { state: current, events };
}
