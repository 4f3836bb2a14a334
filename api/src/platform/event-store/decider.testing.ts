import { DecidedEvent, Decider, fold } from './decider';

/**
 * given(past events).when(command) then one of:
 *   .then(new events)        the events the command decides
 *   .thenNothing()           the command is accepted and changes nothing (no events)
 *   .thenThrows(code)        refused with a DomainError of that error code (or category)
 *   .thenThrows({ shape })   refused with an error matching the shape
 * The one way deciders are unit tested, with no database and no framework.
 */
export function givenDecider<State, Command, Event extends DecidedEvent>(decider: Decider<State, Command, Event>) {
  return (...past: Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, fold(decider, past));
      return {
        then(expected: Event[]): void {
          expect(decide()).toEqual(expected);
        },
        thenNothing(): void {
          expect(decide()).toEqual([]);
        },
        thenThrows(expected: string | Record<string, unknown>): void {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          if (thrown === undefined) throw new Error(`expected the command to be refused, but it decided ${JSON.stringify(decide())}`);
          if (typeof expected === 'string') {
            const { code, category } = thrown as { code?: string; category?: string };
            expect([code, category]).toContain(expected);
          } else expect(thrown).toEqual(expect.objectContaining(expected));
        },
      };
    },
  });
}
