import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Sql } from '../database/sql';
import { now as businessNow } from '../domain/clock';
import { MetricsRegistry } from './metrics-registry';

/**
 * The log's last global position, and where each checkpointed (asynchronous) projection stands.
 *
 * Every projection of the ProjectionRegistry is inline: it is written in the transaction of the
 * append, so its catch-up lag is 0 by construction and no gauge pretends to measure it. The one
 * projection that reads the log after the fact is the console's analytics (`platform_owner_days`,
 * the `platform-analytics` job, every 5 minutes), whose checkpoint is a row of
 * `platform_analytics_checkpoints`; each row there gets its position and its lag: the age of the
 * first event it has not read yet, in the reader's own (transaction id, position) order, 0 when
 * it has read everything. A reader that never ran has no row, and no series.
 */
const LOG_POSITION_SQL = `SELECT coalesce(max(global_position), 0)::text AS position FROM events`;

const CHECKPOINTS_SQL = `SELECT c.name, c.global_position::text AS position, unread.recorded_at
    FROM platform_analytics_checkpoints c
    LEFT JOIN LATERAL (
      SELECT e.recorded_at FROM events e
       WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
       ORDER BY e.transaction_id, e.global_position
       LIMIT 1) unread ON true`;

@Injectable()
export class EventLogMetrics {
  constructor(registry: MetricsRegistry, sql: Sql) {
    new Gauge({
      name: 'paani_event_log_position',
      help: 'Global position of the last event committed to the log (read at scrape time)',
      registers: [registry],
      async collect() {
        this.reset();
        // A database that does not answer leaves the series out of this scrape; the rest is served.
        const row = await sql.one<{ position: string }>(LOG_POSITION_SQL).catch(() => undefined);
        if (row) this.set(Number(row.position));
      },
    });
    // Both checkpoint gauges read the same rows, once per scrape: the first collect starts the
    // read, the other (called in the same turn by the registry) shares it.
    let reading: Promise<Checkpoint[]> | undefined;
    const checkpoints = (): Promise<Checkpoint[]> => {
      if (!reading) {
        reading = sql.rows<Checkpoint>(CHECKPOINTS_SQL).catch(() => []);
        void reading.finally(() => (reading = undefined));
      }
      return reading;
    };
    new Gauge({
      name: 'paani_projection_checkpoint_position',
      help: 'Global position of the last event an asynchronous projection has read',
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const checkpoint of await checkpoints()) this.set({ projection: checkpoint.name }, Number(checkpoint.position));
      },
    });
    new Gauge({
      name: 'paani_projection_lag_seconds',
      help: 'Age of the oldest event an asynchronous projection has not read yet; 0 when it has read the whole log',
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        this.reset();
        const at = businessNow().getTime();
        for (const checkpoint of await checkpoints()) {
          // recorded_at is the business clock's instant (event-insert.ts), so the age is taken on it too.
          const age = checkpoint.recorded_at ? Math.max(0, at - new Date(checkpoint.recorded_at).getTime()) / 1000 : 0;
          this.set({ projection: checkpoint.name }, age);
        }
      },
    });
  }
}

interface Checkpoint {
  name: string;
  position: string;
  recorded_at: Date | null;
}
