import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Every series `GET /api/metrics` answers with, in one registry per application rather than
 * prom-client's global default: the end-to-end tests start several apps in one jest process, and
 * a second app registering the same names in the global registry would throw (or report the first
 * app's numbers). In a running server there is one app per process, so one registry per process.
 */
export class MetricsRegistry extends Registry {
  private processMetrics = false;

  /**
   * The process's own figures (CPU, memory, heap, event-loop lag, GC, handles), prom-client's set.
   * Only where there is something to serve them: the worker and the command-line tools, which have
   * no HTTP, would start an event-loop monitor and a GC observer for nobody.
   */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this });
  }
}
