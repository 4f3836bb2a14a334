import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { Role } from '../../api/src/platform/http/decorators';
import { RouteAccess, RouteAccessTable } from '../../api/src/platform/http/route-access';
import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/**
 * Every route of the live route table (so routes added later are walked too), called with the
 * token of a role it allows, with hostile values in its path parameters, query string and JSON
 * body. No answer may be a 5xx, and a refused request may not have written a single event.
 * Requests go through Fastify's inject (no sockets), several at a time within a route.
 */

/** Revokes the caller's token: fuzzing it would sign the suite out hundreds of times. */
const SKIPPED = new Set(['POST /api/logout']);
/** Sign-in failures count against the address; walked last so no later route needs a fresh sign-in. */
const LAST = new Set(['POST /api/login']);
/** Deletions come after the other routes, which would otherwise walk a record already gone. */
const walkOrder = (route: RouteAccess) => (LAST.has(`${route.method} ${route.path}`) ? 2 : route.method === 'DELETE' ? 1 : 0);
const CONCURRENCY = 8;

const LONG = 'x'.repeat(100_000);

/** As they appear in a URL (path segment or query value), already encoded. */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80', // the UTF-8 spelling of a lone high surrogate
  '%ED%B0%80x',
  '%C0%80', // an overlong NUL
  '12345678901234567890',
  '-12345678901234567890',
  '-1',
  '0',
  '',
  '1.5',
  '1e400',
  'NaN',
  encodeURIComponent(LONG),
  '__proto__',
  'constructor',
  'prototype',
  '%5B%5D',
  '%7B%7D',
];

/** The query string's share: fewer values, since every GET route is tried with a dozen names. */
const QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  '12345678901234567890',
  '-12345678901234567890',
  '-1',
  '0',
  '',
  '1.5',
  'NaN',
  encodeURIComponent(LONG),
  '__proto__',
  '%5B%5D',
];

/** As they appear in a JSON body or a JSON query parameter. */
const JSON_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  '12345678901234567890',
  -Number('12345678901234567890'),
  -1,
  0,
  1.5,
  '',
  LONG,
  [],
  {},
  null,
  true,
  'not-a-date',
  '0000-01-01T00:00:00Z',
];

/**
 * Query names tried on every GET route besides those its OpenAPI entry declares, all at once with
 * the same value (one request per value); declared names are tried one at a time.
 */
const GENERIC_QUERY = ['page', 'per_page', 'filter_plant_id', 'range', '_start', '_end', 'as_of', 'filter', 'sort', 'q', 'search', 'id'];
/** Body fields tried on the react-admin surface, whose records the OpenAPI document does not describe. */
const GENERIC_FIELDS = ['id', 'name', 'email', 'password', 'description', 'code', 'is_active', 'phone', 'address', 'price_per_month'];
/** Filter names of the react-admin lists, each tried with the JSON values a filter might mistake. */
const ADMIN_FILTERS = ['q', 'id', 'owner_id', 'from', 'to', 'stream_id', 'event_type', 'is_active', 'is_retired'];
const FILTER_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  '12345678901234567890',
  Number('12345678901234567890'),
  -1,
  0,
  '',
  [],
  {},
  true,
  'not-a-date',
  '0000-01-01T00:00:00Z',
  'abc',
];
const ADMIN_RANGES = [
  '[0,1e20]',
  '[1e20,1e20]',
  '[12345678901234567890,12345678901234567899]',
  '[-1,5]',
  '[0,"a"]',
  '["__proto__"]',
  '[0,999999]',
  '{}',
  '[0]',
];
const ADMIN_SORTS = ['["__proto__","ASC"]', `["${'x'.repeat(10_000)}","DESC"]`, '[null,null]', '{}', '"id"'];

const UNKNOWN_FIELDS = JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`unknown_${i}`, 'x'.repeat(90)])));
const PROTO_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
];

/**
 * A multipart/form-data body (what an upload route reads) as bytes with its content type, built
 * by the platform's FormData so the encoding is the standard one.
 */
async function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string }[],
): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename !== undefined) form.append(part.name, new Blob([part.value]), part.filename);
    else form.append(part.name, part.value as string);
  }
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, body: Buffer.from(await response.arrayBuffer()) };
}

/** Files an upload route is sent: empty, binary, broken, hostile cells and hostile names. */
const HOSTILE_FILES: { what: string; filename: string; content: Buffer }[] = [
  { what: 'empty file', filename: 'empty.csv', content: Buffer.alloc(0) },
  { what: 'NUL bytes', filename: 'nul.csv', content: Buffer.from('Name,Area\na\u0000b,c\n') },
  { what: 'invalid UTF-8', filename: 'bad.csv', content: Buffer.from([0x4e, 0x61, 0xed, 0xa0, 0x80, 0x0a, 0xff, 0xfe]) },
  { what: 'zip that is no workbook', filename: 'x.xlsx', content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]) },
  {
    what: 'hostile cells',
    filename: 'cells.csv',
    content: Buffer.from(`__proto__,constructor,Name,Area\n{},[],"${LONG}",\ud800\n=1+1,@x,-1e400,NaN\n`),
  },
  { what: 'hostile name', filename: `../../${'x'.repeat(300)}%00.csv`, content: Buffer.from('Name,Area\nFuzz,Nowhere\n') },
];

interface Probe {
  route: string;
  what: string;
  options: InjectOptions;
}

interface Answer {
  probe: Probe;
  status: number;
  requestId: string;
  body: string;
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
};
type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; enum?: unknown[]; format?: string; allOf?: Schema[] };

describe('route fuzz: every route with hostile input (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let openApi: OpenApi;
  const tokens = new Map<Role, string>();
  const credentials = new Map<Role, { email: string; password: string }>();
  let owner: Owner;
  let victim: Owner;
  /** Probes sent as multipart to the upload routes (the import), so the walk is known to reach them. */
  let multipartProbes = 0;
  const valid: Record<string, string> = {};

  const inject = (options: InjectOptions) => t.app.getHttpAdapter().getInstance().inject(options);
  // Events the requests wrote: a background job's (a WhatsApp message's tries, queued by an earlier route that accepted it) are not the probed route's.
  const eventCount = async (): Promise<number> =>
    (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE metadata->>'source' IS DISTINCT FROM 'job'`))[0].n;

  async function signIn(role: Role): Promise<string> {
    let account = credentials.get(role);
    if (!account) {
      account = { email: `fuzz-${role}-${randomUUID().slice(0, 8)}@example.com`, password: 'fuzz-password-1' };
      await t.app.get(CommandBus).execute(new RegisterUserCommand(`Fuzz ${role}`, account.email, role, account.password));
      credentials.set(role, account);
    }
    const token = await t.login(account.email, account.password);
    tokens.set(role, token);
    return token;
  }

  /** A token still accepted for the role (a route may have revoked it, e.g. by changing the password). */
  async function tokenFor(role: Role): Promise<string> {
    const token = tokens.get(role) ?? (await signIn(role));
    const profile = await inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    return profile.statusCode === 200 ? token : signIn(role);
  }

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await superAdminToken(t);
    tokens.set('super_admin', admin);
    owner = await createOwner(t, { plan: 'Premium' });
    tokens.set('filter_owner', owner.token);
    credentials.set('filter_owner', { email: owner.email, password: 'owner-password' });
    // The super admin's routes act on a second owner, so toggling or re-passwording it never signs the fuzzing owner out.
    victim = await createOwner(t, { plan: 'Premium' });
    const plant = await createPlant(t, owner, { latitude: 31.5, longitude: 74.3 });
    await activatePlant(t, plant, admin);
    const victimPlant = await createPlant(t, victim);
    const headers = { authorization: `Bearer ${owner.token}` };
    const area = await inject({
      method: 'POST',
      url: `/api/filter-owner/areas?filter_plant_id=${plant}`,
      headers,
      payload: { name: 'Fuzz area', description: 'x' },
    });
    const employee = await inject({
      method: 'POST',
      url: `/api/filter-owner/employees?filter_plant_id=${plant}`,
      headers,
      payload: { name: 'Fuzz staff', phone: '03001234567', type: 'commission' },
    });
    expect([area.statusCode, employee.statusCode]).toEqual([201, 201]);
    Object.assign(valid, {
      'my-plants': String(plant),
      'filter-plants': String(victimPlant),
      areas: String(area.json().data.id),
      employees: String(employee.json().data.id),
      'filter-owners': String(victim.id),
      streamId: `user-${victim.id}`,
    });
    openApi = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  /** A valid value for a path parameter, from the resource named just before it. */
  function validParam(path: string, name: string): string {
    if (valid[name]) return valid[name];
    const segments = path.split('/');
    const resource = segments[segments.indexOf(`:${name}`) - 1];
    return valid[resource] ?? '1';
  }

  function fillPath(path: string, hostile?: { name: string; value: string }): string {
    return path.replace(/:(\w+)/g, (_, name: string) => (hostile?.name === name ? hostile.value : validParam(path, name)));
  }

  function operation(route: RouteAccess) {
    const swaggerPath = route.path.replace(/:(\w+)/g, '{$1}');
    return openApi.paths[swaggerPath]?.[route.method.toLowerCase()];
  }

  function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema) return undefined;
    if (schema.$ref) return resolve(openApi.components?.schemas?.[schema.$ref.split('/').pop()!]);
    if (schema.allOf) return { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s)?.properties ?? {})) };
    return schema;
  }

  /** A plausible value per declared field, so a hostile value in one field is not hidden by the others' absence. */
  function sample(name: string, schema: Schema): unknown {
    const resolved = resolve(schema) ?? {};
    if (resolved.enum?.length) return resolved.enum[0];
    if (resolved.type === 'number' || resolved.type === 'integer') return 1;
    if (resolved.type === 'boolean') return true;
    if (resolved.type === 'array') return [];
    if (resolved.type === 'object') return {};
    if (name.includes('email') || resolved.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    if (name.includes('password')) return 'fuzz-password-1';
    if (name.includes('phone')) return '03001234567';
    return `Fuzz ${randomUUID().slice(0, 6)}`;
  }

  /**
   * react-admin sends a whole record on create and update, and the OpenAPI document does not
   * describe it: the base body is a record the console would have read, made unique for a create.
   */
  async function consoleRecord(route: RouteAccess, token: string | null): Promise<Record<string, unknown>> {
    const resource = route.path.split('/')[3];
    const response = await inject({
      method: 'GET',
      url: `/api/admin/${resource}/${valid[resource] ?? '1'}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.statusCode !== 200) return {};
    const record = response.json() as Record<string, unknown>;
    if (route.method !== 'POST') return record;
    const unique = randomUUID().slice(0, 8);
    const { id: _id, ...rest } = record;
    return {
      ...rest,
      ...(typeof rest.name === 'string' ? { name: `Fuzz ${unique}` } : {}),
      ...(typeof rest.email === 'string' ? { email: `fuzz-${unique}@example.com`, password: 'fuzz-password-1' } : {}),
      ...(typeof rest.code === 'string'
        ? { code: `Q${String.fromCharCode(65 + (unique.charCodeAt(0) % 26), 65 + (unique.charCodeAt(1) % 26))}` }
        : {}),
    };
  }

  async function bodyFields(route: RouteAccess, token: string | null): Promise<{ base: Record<string, unknown>; fields: string[] }> {
    const schema = resolve(operation(route)?.requestBody?.content?.['application/json']?.schema);
    const properties = schema?.properties ?? {};
    const names = Object.keys(properties);
    if (names.length > 0) return { base: Object.fromEntries(names.map((name) => [name, sample(name, properties[name])])), fields: names };
    if (route.path.startsWith('/api/admin/') && ['POST', 'PUT', 'PATCH'].includes(route.method)) {
      const base = await consoleRecord(route, token);
      const editable = Object.keys(base).filter(
        (key) => !key.endsWith('_at') && ['string', 'number', 'boolean'].includes(typeof base[key]),
      );
      return { base, fields: editable.length > 0 ? editable : GENERIC_FIELDS };
    }
    // A route that declares no body still gets one field, for the handler that reads it anyway.
    return { base: {}, fields: ['name'] };
  }

  async function probesFor(route: RouteAccess, token: string | null): Promise<Probe[]> {
    const name = `${route.method} ${route.path}`;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const method = route.method as InjectOptions['method'];
    const probes: Probe[] = [];
    const add = (what: string, url: string, payload?: string) =>
      probes.push({
        route: name,
        what,
        options: {
          method,
          url,
          headers: {
            ...headers,
            'x-request-id': `fuzz-${randomUUID()}`,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        },
      });

    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    for (const param of params) {
      for (const value of URL_VALUES) add(`path ${param}=${value.slice(0, 40)}`, fillPath(route.path, { name: param, value }));
    }

    const path = fillPath(route.path);
    const declared = (operation(route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const query of new Set([...declared, 'filter_plant_id'])) {
      for (const value of QUERY_VALUES) add(`query ${query}=${value.slice(0, 40)}`, `${path}?${query}=${value}`);
      add(`query ${query} twice`, `${path}?${query}=1&${query}=2`);
    }
    if (route.method === 'GET') {
      const generic = GENERIC_QUERY.filter((name) => !declared.includes(name));
      for (const value of QUERY_VALUES)
        add(`query ${generic.join(',')}=${value.slice(0, 40)}`, `${path}?${generic.map((name) => `${name}=${value}`).join('&')}`);
    }
    if (route.path.startsWith('/api/admin/') && route.method === 'GET' && params.length === 0) {
      for (const filter of ADMIN_FILTERS) {
        for (const value of FILTER_VALUES) {
          add(
            `filter ${filter}=${JSON.stringify(value).slice(0, 40)}`,
            `${path}?filter=${encodeURIComponent(JSON.stringify({ [filter]: value }))}`,
          );
        }
        add(`filter ${filter} with __proto__`, `${path}?filter=${encodeURIComponent(`{"${filter}":{"__proto__":{"polluted":true}}}`)}`);
      }
      for (const range of ADMIN_RANGES) add(`range=${range}`, `${path}?range=${encodeURIComponent(range)}`);
      for (const sort of ADMIN_SORTS) add(`sort=${sort.slice(0, 40)}`, `${path}?sort=${encodeURIComponent(sort)}`);
      add('filter __proto__', `${path}?filter=${encodeURIComponent(PROTO_BODIES[0])}`);
    }

    // An upload route (multipart in its OpenAPI entry) also gets hostile files and form fields. Every
    // probe is a dry run (or refused), and the base file has no row that could be written anyway.
    const multipart = resolve(operation(route)?.requestBody?.content?.['multipart/form-data']?.schema);
    if (multipart?.properties) {
      const properties = multipart.properties;
      const textFields = Object.keys(properties).filter((field) => properties[field].format !== 'binary');
      const fileField = Object.keys(properties).find((field) => properties[field].format === 'binary') ?? 'file';
      const baseFields = Object.fromEntries(textFields.map((field) => [field, field === 'dry_run' ? 'true' : '']));
      const file = { name: fileField, value: Buffer.from('Name,Area\nFuzz,Nowhere\n'), filename: 'fuzz.csv' };
      const addMultipart = async (what: string, parts: { name: string; value: string | Buffer; filename?: string }[]) => {
        const { type, body } = await multipartBody(parts);
        multipartProbes += 1;
        probes.push({
          route: name,
          what: `multipart ${what}`,
          options: {
            method,
            url: fillPath(route.path),
            headers: { ...headers, 'x-request-id': `fuzz-${randomUUID()}`, 'content-type': type },
            payload: body,
          },
        });
      };
      const fieldParts = (values: Record<string, string>) => Object.entries(values).map(([field, value]) => ({ name: field, value }));
      for (const hostile of HOSTILE_FILES) {
        await addMultipart(hostile.what, [
          ...fieldParts(baseFields),
          { name: fileField, value: hostile.content, filename: hostile.filename },
        ]);
      }
      const values = [
        ...JSON_VALUES.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
        '{"__proto__":{"polluted":true}}',
        '{"constructor":"name"}',
      ];
      for (const field of textFields) {
        for (const value of values) {
          // A real run would start a job whose writes land while later routes are counted.
          if (field === 'dry_run' && ['0', 'false', '-1', 'null'].includes(value)) continue;
          await addMultipart(`${field}=${value.slice(0, 40)}`, [...fieldParts({ ...baseFields, [field]: value }), file]);
        }
      }
      await addMultipart('field __proto__', [{ name: '__proto__', value: 'x' }, ...fieldParts(baseFields), file]);
      await addMultipart('two files', [...fieldParts(baseFields), file, file]);
      await addMultipart('no file', fieldParts(baseFields));
    }

    if (!['GET', 'HEAD'].includes(route.method)) {
      const { base, fields } = await bodyFields(route, token);
      const baseJson = JSON.stringify(base);
      for (const field of fields) {
        for (const value of JSON_VALUES)
          add(`body ${field}=${JSON.stringify(value).slice(0, 40)}`, path, JSON.stringify({ ...base, [field]: value }));
        const withProto = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
        add(`body ${field} with __proto__`, path, JSON.stringify({ ...base, [field]: '§' }).replace('"§"', withProto));
      }
      for (const raw of PROTO_BODIES) add(`body ${raw}`, path, baseJson === '{}' ? raw : `${baseJson.slice(0, -1)},${raw.slice(1)}`);
      add('body []', path, '[]');
      add('body [base]', path, `[${baseJson}]`);
      add('body "text"', path, '"text"');
      add('body 12345678901234567890', path, '12345678901234567890');
      add('body null', path, 'null');
      add('body nested 5,000 deep', path, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
      add('body 100 KB of unknown fields', path, UNKNOWN_FIELDS);
    }
    return probes;
  }

  async function run(probes: Probe[]): Promise<Answer[]> {
    const answers: Answer[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        const response = await inject(probe.options);
        const headers = probe.options.headers as Record<string, string>;
        answers.push({ probe, status: response.statusCode, requestId: headers['x-request-id'], body: response.body.slice(0, 300) });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return answers;
  }

  // Thousands of probes over every route (fourteen of them the customers module's): minutes on a shared 2-core machine.
  it('never answers 5xx, and a refused request writes no event', async () => {
    const routes = t.app
      .get(RouteAccessTable)
      .list()
      .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));
    routes.sort((a, b) => walkOrder(a) - walkOrder(b));
    expect(routes.length).toBeGreaterThan(50);

    const serverErrors: string[] = [];
    const writesOnRefusal: string[] = [];
    const refusedIds: string[] = [];
    let total = 0;
    for (const route of routes) {
      const role = route.public ? null : route.roles.includes('super_admin') ? 'super_admin' : route.roles[0];
      const token = role ? await tokenFor(role) : null;
      const before = await eventCount();
      const answers = await run(await probesFor(route, token));
      total += answers.length;
      const after = await eventCount();
      for (const answer of answers) {
        if (answer.status >= 500) serverErrors.push(`${answer.probe.route} ${answer.probe.what}: ${answer.status} ${answer.body}`);
        if (answer.status < 200 || answer.status >= 300) refusedIds.push(answer.requestId);
      }
      if (answers.every((answer) => answer.status < 200 || answer.status >= 300) && after !== before) {
        writesOnRefusal.push(`${route.method} ${route.path}: ${after - before} events written, every answer a refusal`);
      }
    }
    // Where a route also accepted some requests, the events' own request ids say which request wrote them.
    const written: { request_id: string; event_type: string }[] = await t.db.dataSource.query(
      `SELECT metadata->>'request_id' AS request_id, event_type FROM events WHERE metadata->>'request_id' = ANY($1)`,
      [refusedIds],
    );
    for (const row of written) writesOnRefusal.push(`refused request ${row.request_id} wrote ${row.event_type}`);

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(serverErrors.slice(0, 40)).toEqual([]);
    expect(writesOnRefusal).toEqual([]);
    expect(total).toBeGreaterThan(routes.length * 20);
    expect(multipartProbes).toBeGreaterThan(50);
  }, 480_000);

  it('keeps the request id a client sends on the events it causes (what the refusal check relies on)', async () => {
    const requestId = `fuzz-probe-${randomUUID()}`;
    const response = await inject({
      method: 'POST',
      url: `/api/filter-owner/areas?filter_plant_id=${valid['my-plants']}`,
      headers: { authorization: `Bearer ${await tokenFor('filter_owner')}`, 'x-request-id': requestId },
      payload: { name: `Probe ${randomUUID().slice(0, 6)}`, description: 'x' },
    });
    expect(response.statusCode).toBe(201);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE metadata->>'request_id' = $1`, [requestId]);
    expect(n).toBeGreaterThan(0);
  });
});
