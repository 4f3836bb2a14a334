import autocannon from 'autocannon';

export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface OutgoingRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What is measured: `next()` makes every single request, so none of them can fall back to `/`. */
export interface LoadTarget {
  name: string;
  next: () => OutgoingRequest;
  /** Run on every SAMPLE_EVERY-th envelope's `data`: the route answered with what the seed holds. */
  checkData?: (data: any) => boolean;
  /** Run `checkData` on every response instead (when each answer must be counted as checked). */
  checkEvery?: boolean;
}

export interface LoadOptions {
  /** Connections (BENCH_CONNECTIONS unless given). */
  connections?: number;
  /** Stops the load when this settles instead of after `seconds` (which is then only an upper bound). */
  until?: Promise<unknown>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  /** `status content-type` → count, over every response received. */
  answers: Map<string, number>;
  /** Responses that were not a JSON `{"success":true,...}` envelope (or failed `checkData`). */
  unexpected: number;
  firstUnexpected?: string;
  errors: number;
  timeouts: number;
}

const SAMPLE_EVERY = 50;

/** Header names keep the case the server wrote them in. */
function contentType(headers: Record<string, unknown>): string {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
  return name === undefined ? 'none' : String(headers[name]);
}
const ENVELOPE_START = '{"success":true,';

/**
 * One autocannon run at BENCH_CONNECTIONS connections (or `options.connections`), for `seconds`
 * or until `options.until` settles. Every request is built by `target.next()`
 * through autocannon's `requests[].setupRequest` (called before each request is written), and
 * every response passes `onResponse`, which tallies it by status and content type and checks the
 * body is the success envelope.
 */
export function load(port: number, target: LoadTarget, seconds: number, options: LoadOptions = {}): Promise<LoadResult> {
  const answers = new Map<string, number>();
  let responses = 0;
  let unexpected = 0;
  let firstUnexpected: string | undefined;
  const reject = (status: number, body: string) => {
    unexpected += 1;
    firstUnexpected ??= `${status} ${body.slice(0, 300)}`;
  };
  return new Promise((resolve, fail) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: options.connections ?? BENCH_CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const next = target.next();
              return {
                ...request,
                method: next.method ?? 'GET',
                path: next.path,
                headers: { ...next.headers, ...(next.body === undefined ? {} : { 'content-type': 'application/json' }) },
                body: next.body ?? '',
              };
            },
            onResponse: (status, body, _context, headers) => {
              responses += 1;
              const type = contentType(headers as Record<string, unknown>);
              const key = `${status} ${type}`;
              answers.set(key, (answers.get(key) ?? 0) + 1);
              const json = type.startsWith('application/json');
              if (status < 200 || status > 299 || !json || !body.startsWith(ENVELOPE_START) || !body.endsWith('}'))
                return reject(status, body);
              const sampled = target.checkEvery || responses % SAMPLE_EVERY === 0;
              if (target.checkData && sampled && !target.checkData(JSON.parse(body).data)) reject(status, body);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return fail(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          responses,
          answers,
          unexpected,
          firstUnexpected,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('error', fail);
    void options.until?.finally(() => instance.stop());
  });
}

/** Anything but expected envelopes, as a line for the report; empty when the run was clean. */
export function problems(result: LoadResult): string {
  if (result.unexpected === 0 && result.errors === 0 && result.timeouts === 0) return '';
  const answers = [...result.answers].map(([key, count]) => `${count} × ${key}`).join(', ');
  return (
    `${result.unexpected} unexpected response(s), ${result.errors} connection error(s), ${result.timeouts} timeout(s) ` +
    `out of ${result.responses}; answers: ${answers}; first unexpected: ${result.firstUnexpected ?? '-'}`
  );
}
