import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from '../../platform/metrics/metrics-registry';
import { BackupRuns } from './backup-runs';

/**
 * The backups' health for Prometheus, read from backup_runs at scrape time: the runs happen in the
 * worker process while the API is what gets scraped, so the table, not a counter in memory, is
 * what both share. An alert on `time() - paani_backup_last_success_timestamp_seconds > 26 * 3600`
 * catches a backup that failed and one that never ran.
 */
@Injectable()
export class BackupMetrics {
  constructor(registry: MetricsRegistry, runs: BackupRuns) {
    // Both gauges read the same row, once per scrape (the registry collects them in the same turn).
    let reading: ReturnType<BackupRuns['health']> | undefined;
    const health = () => {
      if (!reading) {
        reading = runs.health();
        void reading.catch(() => undefined).finally(() => (reading = undefined));
      }
      return reading;
    };
    new Gauge({
      name: 'paani_backup_last_success_timestamp_seconds',
      help: 'When the last good backup archive was written (Unix seconds); 0 before the first',
      registers: [registry],
      async collect() {
        this.reset();
        // A database that does not answer leaves the series out of this scrape; the rest is served.
        const state = await health().catch(() => undefined);
        if (state) this.set(state.last_success_at ? Date.parse(state.last_success_at) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'paani_backup_last_run_failed',
      help: '1 when the newest backup run failed, else 0',
      registers: [registry],
      async collect() {
        this.reset();
        const state = await health().catch(() => undefined);
        if (state) this.set(state.last_run_failed ? 1 : 0);
      },
    });
  }
}
