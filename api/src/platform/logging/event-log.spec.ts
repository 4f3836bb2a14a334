import { pino, type LoggerOptions } from 'pino';
import { AppConfig } from '../config/app-config';
import { runInContext } from '../context/request-context';
import type { StoredEvent } from '../event-store/event.types';
import { logCommittedEvents } from './event-log';
import { loggerOptions } from './logger-options';

function committed(type: string, streamId: string, streamVersion: number, data: unknown): StoredEvent {
  return { type, streamId, streamVersion, data, metadata: {} } as StoredEvent;
}

/** A store whose commits the test makes, and a logger with the app's options at `level`, writing JSON lines to `lines`. */
function logged(level: string) {
  let listener: ((events: StoredEvent[]) => void) | undefined;
  const store = { onCommitted: (given: (events: StoredEvent[]) => void) => (listener = given) };
  const lines: Record<string, any>[] = [];
  const options = loggerOptions({ LOG_LEVEL: level, LOG_FORMAT: 'json' } as AppConfig).pinoHttp as LoggerOptions;
  logCommittedEvents(store, pino(options, { write: (line: string) => lines.push(JSON.parse(line)) }));
  return { commit: (events: StoredEvent[]) => listener!(events), lines };
}

describe('committed events in the log', () => {
  it('writes a debug line per committed event with its type, stream, version and request, never its data', () => {
    const { commit, lines } = logged('debug');
    runInContext({ source: 'http', requestId: 'req-3' }, () =>
      commit([
        committed('CustomerRegistered', 'customer-12', 1, { name: 'Ayesha Khan', phone: '03001234567' }),
        committed('CustomerScheduleSet', 'customer-schedule-12', 4, { days: [1, 3] }),
      ]),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        context: 'Events',
        reqId: 'req-3',
        msg: 'event committed',
        event: { type: 'CustomerRegistered', streamId: 'customer-12', version: 1 },
      }),
      expect.objectContaining({ level: 20, event: { type: 'CustomerScheduleSet', streamId: 'customer-schedule-12', version: 4 } }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Ayesha|0300/);
  });

  it('writes nothing at info, the default level', () => {
    const { commit, lines } = logged('info');
    commit([committed('CustomerRegistered', 'customer-12', 1, {})]);
    expect(lines).toEqual([]);
  });
});
