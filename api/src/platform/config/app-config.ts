import { plainToInstance, Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync, ValidateBy } from 'class-validator';
import { trustProxyProblem } from './trust-proxy';

/**
 * Every environment variable the service reads, validated once at start so a bad
 * deployment fails before it serves a single request.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Absent: an embedded PostgreSQL under ./.data/ is started. */
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** Absent: redis://127.0.0.1:6379 if it answers, else jobs run in-process. */
  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  /** Required in production; elsewhere a per-data-directory secret is generated. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsEmail()
  SUPER_ADMIN_EMAIL = 'admin@paani.local';

  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'SUPER_ADMIN_PASSWORD must be at least 8 characters' })
  SUPER_ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsUrl({ require_tld: false })
  EXCHANGE_RATES_URL?: string;

  /**
   * The key secrets kept in the database are sealed with (owners' WhatsApp access tokens and app
   * secrets; AES-256-GCM). Absent: derived from JWT_SECRET. Changing it makes the sealed secrets
   * unreadable: each owner then connects their account again.
   */
  @IsOptional()
  @MinLength(32, { message: 'SECRETS_KEY must be at least 32 characters' })
  SECRETS_KEY?: string;

  /** The WhatsApp Business Cloud API's address (Meta's Graph API, with its version). */
  @IsUrl({ require_tld: false, require_protocol: true })
  WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

  /** Messages a second sent to one owner's WhatsApp account, across every process (the Cloud API's default is 80). */
  @Transform(({ value }) => (value === undefined ? 20 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(1000)
  WHATSAPP_SENDS_PER_SECOND = 20;

  /** Where the embedded database and generated secrets live. */
  @IsString()
  DATA_DIR = '.data';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * How log lines are written: `pretty`, one readable line each (pino-pretty), for a person at a
   * terminal; `json`, one JSON object a line, for a log collector. Unset: `json` when
   * NODE_ENV=production, else `pretty` (see loadConfig).
   */
  @IsIn(['pretty', 'json'])
  LOG_FORMAT: 'pretty' | 'json' = 'pretty';

  /**
   * The nice value `npm run worker` runs at (0 normal, 19 lowest): month-end statement runs are
   * minutes of CPU-bound PDF rendering, and on a machine shared with the API the owners' requests
   * should come first. Only lowers priority, which needs no privilege.
   */
  @Transform(({ value }) => (value === undefined ? 10 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(19)
  WORKER_NICE = 10;

  /** Key prefix for BullMQ queues, so test runs and deployments sharing one Redis stay apart. */
  @IsString()
  QUEUE_PREFIX = 'paani';

  /** Whether start-up seeds the super admin, plans, PKR and settings; command-line tools turn it off. */
  @Transform(({ value }) => value !== false && value !== 'false')
  SEED = true;

  /** HTTP server processes sharing the port (node's cluster module); 1 serves from this process alone. */
  @Transform(({ value }) => (value === undefined ? 1 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(64)
  WEB_CONCURRENCY = 1;

  /**
   * Which proxies in front may name the client in X-Forwarded-For: `false` (the default, the
   * socket's address is the client), a hop count, or the proxies' addresses/CIDR ranges. The
   * per-address sign-in limit keys on the address this gives.
   */
  @ValidateBy({
    name: 'isTrustProxy',
    validator: { validate: (value) => trustProxyProblem(value) === null, defaultMessage: (args) => trustProxyProblem(args?.value) ?? '' },
  })
  TRUST_PROXY = 'false';

  /**
   * The bearer token a Prometheus scraper sends to `GET /api/metrics`. Absent: the route answers
   * 404, so nothing about the process is exposed unless an operator asks for it. At least 32
   * characters of a bearer token's alphabet (e.g. `openssl rand -hex 32`): it is compared in
   * constant time, but a short one could still be guessed.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9\-._~+/]{32,}=*$/, {
    message: 'METRICS_TOKEN must be at least 32 characters of letters, digits and -._~+/ (e.g. openssl rand -hex 32)',
  })
  METRICS_TOKEN?: string;

  /**
   * The folder the nightly backup writes its archives into (made if missing). Absent: no
   * nightly backup is taken (the console says so); `npm run backup` works either way.
   */
  @IsOptional()
  @IsString()
  BACKUP_DIR?: string;

  /** How many days of nightly archives are kept; older ones are deleted after a successful backup (the newest always stays). */
  @Transform(({ value }) => (value === undefined ? 14 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3650)
  BACKUP_KEEP_DAYS = 14;

  /** The time of day (HH:MM, 24-hour, Asia/Karachi) the nightly backup starts. */
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'BACKUP_AT must be a time of day as HH:MM (24-hour), e.g. 02:30' })
  BACKUP_AT = '02:30';

  /**
   * The port `npm run worker` serves its own metrics on (`GET /metrics`, the same METRICS_TOKEN):
   * the jobs' results and durations are counted where the jobs run. Absent: the worker serves none.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(65535)
  METRICS_PORT?: number;

  /**
   * argon2id's cost for new password hashes. `standard` is the library's memory-hard default
   * (64 MiB, 3 passes: about a quarter of a second of a core per sign-in, on purpose). `light`
   * (1 MiB, 1 pass) is for throwaway test servers, whose suites sign in thousands of times; it is
   * the default when NODE_ENV=test and refused when NODE_ENV=production.
   */
  @IsIn(['standard', 'light'])
  PASSWORD_HASH_COST: 'standard' | 'light' = 'standard';

  /** Lifetime of a sign-in token, in seconds. */
  @Transform(({ value }) => (value === undefined ? 7 * 24 * 3600 : Number(value)))
  @IsInt()
  @Min(60)
  TOKEN_TTL_SECONDS = 7 * 24 * 3600;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const picked: Record<string, unknown> = {};
  for (const key of [
    ...known,
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'SUPER_ADMIN_PASSWORD',
    'EXCHANGE_RATES_URL',
    'SECRETS_KEY',
    'METRICS_TOKEN',
    'BACKUP_DIR',
  ]) {
    if (env[key] !== undefined && env[key] !== '') picked[key] = env[key];
  }
  // The log format's default follows NODE_ENV: JSON lines for production's collectors, readable lines elsewhere.
  picked.LOG_FORMAT ??= picked.NODE_ENV === 'production' ? 'json' : 'pretty';
  picked.PASSWORD_HASH_COST ??= picked.NODE_ENV === 'test' ? 'light' : 'standard';
  const config = plainToInstance(AppConfig, picked, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  if (config.NODE_ENV === 'production' && config.PASSWORD_HASH_COST === 'light') {
    throw new Error('Invalid configuration: PASSWORD_HASH_COST=light is for tests; it is refused when NODE_ENV=production');
  }
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
