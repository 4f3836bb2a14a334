import { Client, type ClientConfig, type Pool, type QueryConfig, type QueryResult } from 'pg';

/** Connections the request path's single statements share (see PipelinedStatements). */
const PIPELINED_CONNECTIONS = 2;

interface Pipe {
  client: Client;
  /** Until connected; a failed connection rejects the statements waiting on it. */
  ready: Promise<unknown>;
  connected: boolean;
  /** Statements sent and not yet answered. */
  inFlight: number;
}

/**
 * Single statements (reads, and writes that stand alone) of every request in flight, on a few
 * connections in the driver's pipeline mode: a statement is written without waiting for the one
 * before it, and every statement made in one turn of the event loop goes to the same connection
 * in one write (the socket is corked until the turn's callbacks have run). Each statement still
 * has its own Sync, so its own transaction, answer and error.
 *
 * Why: at 50 requests in flight, one connection per statement cost a socket write, a wake-up of a
 * PostgreSQL backend and a read back for every request. On two cores those wake-ups were the
 * largest part of a small read's CPU (perf: the kernel's wake of the receiving socket in the
 * API's writev). Batched, one write and one wake-up serve every statement of the turn:
 * GET /api/profile went from 0.53 to 0.85 of the by-key ceiling (bench:http).
 *
 * A turn's statements go to the connection with the fewest unanswered: while a slow statement (a
 * report) runs on one, the turns after it go to the other. Transactions keep their own pooled
 * connection (Sql#connection).
 */
export class PipelinedStatements {
  private readonly pipes: Pipe[] = [];
  /** The connection this turn's statements go to, until the socket is uncorked. */
  private current: Pipe | undefined;
  private ended = false;

  constructor(
    private readonly options: ClientConfig,
    private readonly size = PIPELINED_CONNECTIONS,
  ) {}

  query(config: QueryConfig): Promise<QueryResult> {
    if (this.ended) return Promise.reject(new Error('The database connections are closed'));
    const pipe = this.current ?? this.startTurn();
    pipe.inFlight += 1;
    const answered = (
      pipe.connected ? pipe.client.query(config) : pipe.ready.then(() => pipe.client.query(config))
    ) as Promise<QueryResult>;
    return answered.finally(() => (pipe.inFlight -= 1));
  }

  /** Closes every connection once what was sent has been answered. */
  async end(): Promise<void> {
    this.ended = true;
    await Promise.all(this.pipes.splice(0).map((pipe) => pipe.client.end().catch(() => undefined)));
  }

  /** Picks this turn's connection and holds its writes until the turn's callbacks have run. */
  private startTurn(): Pipe {
    const pipe = this.leastBusy();
    this.current = pipe;
    if (!pipe.connected) {
      // Statements made before the connection is up are written when it is; nothing to cork.
      setImmediate(() => (this.current = undefined));
      return pipe;
    }
    const socket = pipe.client.connection.stream;
    socket.cork();
    setImmediate(() => {
      this.current = undefined;
      socket.uncork();
    });
    return pipe;
  }

  private leastBusy(): Pipe {
    let best: Pipe | undefined;
    for (const pipe of this.pipes) if (!best || pipe.inFlight < best.inFlight) best = pipe;
    if (best && (best.inFlight === 0 || this.pipes.length >= this.size)) return best;
    return this.open();
  }

  private open(): Pipe {
    const client = new Client({ ...this.options, pipeline: true } as ClientConfig);
    const pipe: Pipe = { client, ready: Promise.resolve(), connected: false, inFlight: 0 };
    const drop = () => {
      const index = this.pipes.indexOf(pipe);
      if (index >= 0) this.pipes.splice(index, 1);
      if (this.current === pipe) this.current = undefined;
    };
    // A lost connection fails the statements on it (the driver answers them with the error) and
    // is replaced by the next turn that needs one.
    client.on('error', drop);
    client.on('end', drop);
    pipe.ready = client.connect().then(
      () => (pipe.connected = true),
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    pipe.ready.catch(() => undefined);
    this.pipes.push(pipe);
    return pipe;
  }
}

const byPool = new WeakMap<Pool, PipelinedStatements>();

/**
 * The pipelined connections beside `pool`, with its connection settings, shared by everything
 * that reads on that pool, and closed when the pool is ended (TypeORM ends it at shutdown, the
 * tests when they drop their database).
 */
export function pipelinedBeside(pool: Pool): PipelinedStatements {
  const known = byPool.get(pool);
  if (known) return known;
  const statements = new PipelinedStatements(pool.options);
  byPool.set(pool, statements);
  // The pool has no event for its end, so its end is wrapped: ours first, then the pool's own.
  const endPool = pool.end.bind(pool) as (callback?: (error?: Error) => void) => Promise<void> | void;
  pool.end = ((callback?: (error?: Error) => void) => {
    const ended = statements.end();
    if (!callback) return ended.then(() => endPool());
    void ended.then(() => endPool(callback));
  }) as Pool['end'];
  return statements;
}
