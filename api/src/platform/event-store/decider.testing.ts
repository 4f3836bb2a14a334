import { DecidedEvent, Decider, fold } from './decider';

/**
 * given(past events).when(command).then(new events) — or .thenThrows(error shape):
 * the one way deciders are unit tested, with no database and no framework.
 */
export function givenDecider<State, Command, Event extends DecidedEvent>(decider: Decider<State, Command, Event>) {
  return (...past: Event[]) => ({
    when: (command: Command) => ({
      then(expected: Event[]): void {
        expect(decider.decide(command, fold(decider, past))).toEqual(expected);
      },
      thenThrows(shape: Record<string, unknown>): void {
        expect(() => decider.decide(command, fold(decider, past))).toThrow(expect.objectContaining(shape) as never);
      },
    }),
  });
}
