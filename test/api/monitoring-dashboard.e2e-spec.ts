import { samples } from '../support/prometheus-text';
import { JobQueue } from '../../api/src/platform/queue/job-queue';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OwnerDayReader } from '../../api/src/modules/platform-analytics/owner-day-reader';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner } from './plants.fixtures';

/**
 * The `monitoring` profile of docker-compose.yml (Prometheus and Grafana, ops/monitoring/) is only
 * worth something if its dashboard asks for series the app really serves: every metric name of
 * every PromQL expression of the dashboard must be one GET /api/metrics declares, and every label
 * it filters or groups by must be on that series' samples. The compose file, Prometheus' scrape
 * and Grafana's provisioning must also point at each other (paths, names, the token file).
 * Nothing here calls Docker: the files are read as text and YAML.
 */

const ROOT = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

// js-yaml is not a dependency of ours: it is in node_modules for eslint (@eslint/eslintrc), and untyped here.
const { load } = createRequire(__filename)('js-yaml') as { load(text: string): unknown };
const readYaml = (path: string): any => load(read(path));

const DASHBOARD = 'ops/monitoring/grafana/dashboards/paani.json';

/** Labels Prometheus adds to every series it scrapes, never in the app's answer. */
const TARGET_LABELS = new Set(['instance', 'job']);

interface Matcher {
  label: string;
  op: string;
  value: string;
}

interface Selector {
  name: string;
  matchers: Matcher[];
}

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/**
 * The vector selectors of a PromQL expression (`name{label="value"}`), and the labels it groups by
 * (`by (…)`). Not a PromQL parser: it reads the subset a dashboard uses, and the test below checks
 * it found what it should, so a reading that misses names does not pass silently.
 */
function readPromql(expr: string): { selectors: Selector[]; grouping: string[] } {
  const grouping: string[] = [];
  const text = expr
    // Range and subquery durations: [5m], [$__rate_interval], [1h:5m].
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g, (_all, _word, labels: string) => {
      grouping.push(
        ...labels
          .split(',')
          .map((label) => label.trim())
          .filter(Boolean),
      );
      return ' ';
    });
  const selectors: Selector[] = [];
  for (const match of text.matchAll(/([a-zA-Z_:][\w:]*)\s*(\{[^}]*\})?/g)) {
    const [whole, name, braces] = match;
    const before = text[match.index! - 1];
    const after = text.slice(match.index! + whole.length).trimStart()[0];
    // A function's name, a keyword, part of a number (1e3), or a Grafana variable's name.
    if ((!braces && after === '(') || PROMQL_WORDS.has(name.toLowerCase()) || /[\d.$]/.test(before ?? '')) continue;
    const matchers = [...(braces ?? '').matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g)].map(([, label, op, value]) => ({
      label,
      op,
      value,
    }));
    selectors.push({ name, matchers });
  }
  return { selectors, grouping };
}

/** Every PromQL expression of a dashboard, with the title of its panel (panels nested in rows included). */
function expressions(dashboard: any): Array<{ panel: string; expr: string; datasource: string }> {
  const out: Array<{ panel: string; expr: string; datasource: string }> = [];
  const visit = (panels: any[]) => {
    for (const panel of panels ?? []) {
      for (const target of panel.targets ?? [])
        out.push({ panel: panel.title, expr: target.expr, datasource: target.datasource?.uid ?? panel.datasource?.uid });
      visit(panel.panels);
    }
  };
  visit(dashboard.panels);
  return out;
}

const HISTOGRAM_SERIES = /^(.*)_(bucket|sum|count)$/;

describe('reading PromQL (the helper the dashboard check relies on)', () => {
  it('finds metric names and labels, not functions, keywords, durations or variables', () => {
    expect(
      readPromql('histogram_quantile(0.95, sum by (le, route) (rate(paani_http_request_duration_seconds_bucket[$__rate_interval])))'),
    ).toEqual({ selectors: [{ name: 'paani_http_request_duration_seconds_bucket', matchers: [] }], grouping: ['le', 'route'] });
    expect(readPromql('(sum(rate(a_total{status=~"5..", method!="GET"}[5m])) or vector(0)) / sum(rate(a_total[5m])) > 1e3')).toEqual({
      selectors: [
        {
          name: 'a_total',
          matchers: [
            { label: 'status', op: '=~', value: '5..' },
            { label: 'method', op: '!=', value: 'GET' },
          ],
        },
        { name: 'a_total', matchers: [] },
      ],
      grouping: [],
    });
    expect(readPromql('time() - max(b_seconds > 0)').selectors).toEqual([{ name: 'b_seconds', matchers: [] }]);
    expect(readPromql('sum(c) without (instance) and on (job) d offset 1h').selectors.map((s) => s.name)).toEqual(['c', 'd']);
  });
});

describe('the monitoring dashboard against GET /api/metrics (HTTP, real PostgreSQL)', () => {
  const token = randomBytes(32).toString('hex');
  const prometheus = readYaml('ops/monitoring/prometheus.yml');
  const job = prometheus.scrape_configs.find((config: any) => config.job_name === 'paani');
  let t: TestApp;
  let text: string;

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
    // Traffic and events, so the labelled series have samples whose labels can be checked.
    await createOwner(t, { plan: 'Premium' });
    await t.http().get('/api/health').expect(200);
    await t.app.get(OwnerDayReader).catchUp();
    // A job run to its end (the usage roll-up), so the job series have samples too.
    const jobs = t.app.get(JobQueue);
    const jobId = await jobs.enqueue('usage', {});
    for (let view = await jobs.get(jobId); view?.state !== 'completed'; view = await jobs.get(jobId)) {
      if (view?.state === 'failed') throw new Error(`the usage job failed: ${view.failed_reason}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The scrape Prometheus makes: its path, with the bearer token.
    text = (await t.http().get(job.metrics_path).set(auth(token)).expect(200)).text;
  });
  afterAll(() => t?.close());

  it('asks only for series the app serves, by names and labels they have', () => {
    const declared = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]));
    const labelsOf = new Map<string, Set<string>>();
    const valuesOf = new Map<string, Set<string>>();
    for (const sample of samples(text)) {
      if (!labelsOf.has(sample.name)) labelsOf.set(sample.name, new Set());
      for (const [label, value] of Object.entries(sample.labels)) {
        labelsOf.get(sample.name)!.add(label);
        if (!valuesOf.has(`${sample.name} ${label}`)) valuesOf.set(`${sample.name} ${label}`, new Set());
        valuesOf.get(`${sample.name} ${label}`)!.add(value);
      }
    }
    const served = (name: string): boolean => {
      if (declared.has(name)) return true;
      const histogram = HISTOGRAM_SERIES.exec(name);
      return histogram !== null && declared.get(histogram[1]) === 'histogram';
    };

    const exprs = expressions(JSON.parse(read(DASHBOARD)));
    const problems: string[] = [];
    const names = new Set<string>();
    for (const { panel, expr } of exprs) {
      const { selectors, grouping } = readPromql(expr);
      if (selectors.length === 0) problems.push(`${panel}: no metric found in ${expr}`);
      const exprLabels = new Set<string>();
      for (const { name, matchers } of selectors) {
        names.add(name);
        if (!served(name)) {
          problems.push(`${panel}: ${name} is not served (${expr})`);
          continue;
        }
        const labels = labelsOf.get(name);
        if (!labels) {
          problems.push(`${panel}: ${name} has no sample in the scrape, so its labels cannot be checked`);
          continue;
        }
        labels.forEach((label) => exprLabels.add(label));
        for (const { label, op, value } of matchers) {
          if (TARGET_LABELS.has(label)) continue;
          if (!labels.has(label)) problems.push(`${panel}: ${name} has no label ${label}`);
          else if (op === '=' && !valuesOf.get(`${name} ${label}`)!.has(value))
            problems.push(`${panel}: no sample of ${name} has ${label}="${value}"`);
        }
      }
      for (const label of grouping) {
        if (!TARGET_LABELS.has(label) && !exprLabels.has(label))
          problems.push(`${panel}: groups by ${label}, which no series of ${expr} has`);
      }
    }
    expect(problems).toEqual([]);

    // The reading found the dashboard's series (a reading that missed them would pass above).
    expect(exprs.length).toBeGreaterThanOrEqual(20);
    for (const name of [
      'paani_http_requests_total',
      'paani_http_request_duration_seconds_bucket',
      'paani_events_appended_total',
      'paani_projection_lag_seconds',
      'paani_event_log_position',
      'paani_queue_jobs',
      'paani_db_pool_total_clients',
      'paani_db_pool_idle_clients',
      'paani_db_pool_waiting_clients',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'paani_backup_last_success_timestamp_seconds',
      'paani_backup_last_run_failed',
      'paani_job_attempts_total',
      'paani_job_duration_seconds_bucket',
    ])
      expect(names).toContain(name);
  });

  it('has panels Grafana can load: unique ids, on the provisioned data source', () => {
    const dashboard = JSON.parse(read(DASHBOARD));
    const datasource = readYaml('ops/monitoring/grafana/provisioning/datasources/prometheus.yml').datasources[0];
    expect(datasource).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
    const ids: number[] = [];
    const visit = (panels: any[]) => {
      for (const panel of panels ?? []) {
        ids.push(panel.id);
        visit(panel.panels);
      }
    };
    visit(dashboard.panels);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dashboard.uid).toEqual(expect.any(String));
    for (const { panel, datasource: uid } of expressions(dashboard)) expect({ panel, uid }).toEqual({ panel, uid: datasource.uid });
  });
});

describe('docker-compose.yml, the Dockerfile and ops/monitoring/ fit together', () => {
  const compose = readYaml('docker-compose.yml');
  const services = compose.services;

  it('adds Prometheus and Grafana only under the monitoring profile', () => {
    expect(services.prometheus.profiles).toEqual(['monitoring']);
    expect(services.grafana.profiles).toEqual(['monitoring']);
    for (const name of ['postgres', 'redis', 'app', 'proxy', 'worker'])
      expect({ name, profiles: services[name].profiles }).toEqual({ name });
    // Grafana on the host's loopback only; Prometheus publishes nothing.
    expect(services.grafana.ports).toEqual(['127.0.0.1:3001:3000']);
    expect(services.prometheus.ports).toBeUndefined();
    expect(services.grafana.environment).toMatchObject({
      GF_SECURITY_ADMIN_PASSWORD: '${GRAFANA_ADMIN_PASSWORD:-}',
      GF_AUTH_ANONYMOUS_ENABLED: 'false',
      GF_USERS_ALLOW_SIGN_UP: 'false',
    });
    // Every file the two mount from the repository exists.
    for (const name of ['prometheus', 'grafana']) {
      for (const volume of services[name].volumes as string[]) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect({ volume, exists: existsSync(join(ROOT, source)) }).toEqual({ volume, exists: true });
      }
    }
  });

  it('scrapes the app at /api/metrics with the token the entrypoint writes', () => {
    const job = readYaml('ops/monitoring/prometheus.yml').scrape_configs.find((config: any) => config.job_name === 'paani');
    expect(job.metrics_path).toBe('/api/metrics');
    const tokenFile: string = job.authorization.credentials_file;
    expect(job.authorization.type ?? 'Bearer').toBe('Bearer');
    expect(services.prometheus.entrypoint.join(' ')).toContain(`> ${tokenFile}`);
    expect(services.prometheus.tmpfs).toContain(tokenFile.slice(0, tokenFile.lastIndexOf('/')));
    expect(services.prometheus.volumes).toContain('./ops/monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(services.prometheus.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    // The app's containers, on the port they expose (not through the proxy).
    expect(job.dns_sd_configs).toEqual([expect.objectContaining({ names: ['app'], port: 3000 })]);
    expect(services.app.expose).toEqual(['3000']);
    expect(services.app.environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    expect(services.prometheus.environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });

  it("scrapes the worker's own metrics on its METRICS_PORT, with the same token", () => {
    const jobs = readYaml('ops/monitoring/prometheus.yml').scrape_configs;
    const app = jobs.find((config: any) => config.job_name === 'paani');
    const worker = jobs.find((config: any) => config.job_name === 'paani-worker');
    expect(worker.metrics_path).toBe('/metrics');
    expect(worker.authorization.credentials_file).toBe(app.authorization.credentials_file);
    const port = Number(services.worker.environment.METRICS_PORT);
    expect(worker.dns_sd_configs).toEqual([expect.objectContaining({ names: ['worker'], port })]);
    expect(services.worker.expose).toEqual([String(port)]);
    expect(services.worker.environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });

  it('provisions the dashboard from the folder compose mounts', () => {
    const provider = readYaml('ops/monitoring/grafana/provisioning/dashboards/paani.yml').providers[0];
    expect(services.grafana.volumes).toContain(`./ops/monitoring/grafana/dashboards:${provider.options.path}:ro`);
    expect(services.grafana.environment.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH).toBe(`${provider.options.path}/paani.json`);
  });

  it('keeps nightly backups in the backups volume, with client tools of the server major in the image', () => {
    expect(Object.keys(compose.volumes)).toContain('backups');
    for (const name of ['app', 'worker']) {
      expect(services[name].volumes).toContain('backups:/backups');
      expect(services[name].environment).toMatchObject({
        BACKUP_DIR: '/backups',
        BACKUP_KEEP_DAYS: '${BACKUP_KEEP_DAYS:-14}',
        BACKUP_AT: '${BACKUP_AT:-02:30}',
      });
    }
    const major = /^postgres:(\d+)/.exec(services.postgres.image)![1];
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`postgresql-client-${major}`);
    expect(dockerfile).toContain(`ENV PAANI_PG_BIN=/usr/lib/postgresql/${major}/bin`);
    // The folder the volume takes its owner from exists, owned by node, before the image turns to node.
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime.indexOf('install -d -o node -g node -m 700 /backups')).toBeGreaterThan(-1);
    expect(runtime.indexOf('install -d -o node -g node -m 700 /backups')).toBeLessThan(runtime.indexOf('USER node'));
  });
});
