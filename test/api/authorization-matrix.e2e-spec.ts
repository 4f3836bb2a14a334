import { RouteAccess, RouteAccessTable } from '../../api/src/platform/http/route-access';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/**
 * Generated from the live route table: every route × every kind of caller (a rider among them) × odd spellings of its
 * path. A caller the route's metadata does not allow never gets past the guard (401 anonymous, 403
 * signed in, or 404 where the spelling matches no route); an allowed caller is never refused by
 * role. A route without roles fails the app's start; a rule keyed on the URL's text fails here.
 */
type Caller = 'anonymous' | 'super_admin' | 'auditor' | 'filter_owner' | 'second_owner' | 'employee';
const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, string> = {
  super_admin: 'super_admin',
  auditor: 'auditor',
  filter_owner: 'filter_owner',
  second_owner: 'filter_owner',
  // A rider: the first owner's employee with a sign-in (issue 15).
  employee: 'employee',
};

/** The same path as the router may decode it, spelled in ways a string compare would miss. */
export function spellings(path: string): { name: string; path: string }[] {
  const segments = path.split('/').slice(1); // ['api', 'super-admin', ...]
  const encodeFirstLetter = (segment: string) =>
    segment.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).padStart(2, '0')}`);
  const second = segments[1] ?? '';
  const rest = segments.slice(2).join('/');
  const withSecond = (value: string) => `/api/${value}${rest ? `/${rest}` : ''}`;
  return [
    { name: 'as is', path },
    { name: 'percent-encoded letter', path: withSecond(encodeFirstLetter(second)) },
    { name: 'encoded hyphen', path: withSecond(second.replace('-', '%2D')) },
    { name: 'encoded prefix', path: `/%61pi/${segments.slice(1).join('/')}` },
    { name: 'doubled slash', path: `/api//${segments.slice(1).join('/')}` },
    { name: 'trailing slash', path: `${path}/` },
    { name: 'upper case', path: withSecond(second.toUpperCase()) },
  ];
}

describe('authorization matrix: live route table × callers × path spellings (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let routes: RouteAccess[];
  const tokens: Partial<Record<Caller, string>> = {};
  let owner: Owner;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    routes = t.app.get(RouteAccessTable).list();
    const admin = await superAdminToken(t);
    await t
      .http()
      .post('/api/super-admin/auditors')
      .set(auth(admin))
      .send({ name: 'Audit', email: 'matrix-auditor@example.com', password: 'auditor-password' })
      .expect(201);
    owner = await createOwner(t, { plan: 'Premium' });
    const second = await createOwner(t, { plan: 'Premium' });
    tokens.super_admin = admin;
    tokens.auditor = await t.login('matrix-auditor@example.com', 'auditor-password');
    tokens.filter_owner = owner.token;
    tokens.second_owner = second.token;

    ids['my-plants'] = await createPlant(t, owner);
    const area = await t
      .http()
      .post(`/api/filter-owner/areas?filter_plant_id=${ids['my-plants']}`)
      .set(auth(owner.token))
      .send({ name: 'Matrix area', description: 'x' })
      .expect(201);
    ids.areas = area.body.data.id;
    const employee = await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${ids['my-plants']}`)
      .set(auth(owner.token))
      .send({ name: 'Matrix staff', phone: '03001234567', type: 'commission', commission_rate: 10 })
      .expect(201);
    ids.employees = employee.body.data.id;
    await t
      .http()
      .post(`/api/filter-owner/employees/${ids.employees}/login?filter_plant_id=${ids['my-plants']}`)
      .set(auth(owner.token))
      .send({ phone: '0300-7654321', password: 'rider-password' })
      .expect(200);
    tokens.employee = (
      await t.http().post('/api/login').send({ phone: '03007654321', password: 'rider-password' }).expect(200)
    ).body.data.token;
  });
  afterAll(() => t.close());

  /** A concrete path: owner-scoped ids name the first owner's records, others a record that exists or not. */
  function concrete(route: RouteAccess): string {
    return route.path
      .replace(':streamId', `user-${owner.id}`)
      .replace(/\/([a-z-]+)\/:id/g, (_match, resource: string) => `/${resource}/${ids[resource] ?? owner.id}`);
  }

  async function call(route: RouteAccess, path: string, caller: Caller) {
    let request = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    const token = tokens[caller as Exclude<Caller, 'anonymous'>];
    if (token) request = request.set(auth(token));
    if (route.method !== 'GET') request = request.send({});
    const response = await request;
    return { status: response.status, code: response.body?.error_code as string | undefined };
  }

  it('reads every route from the metadata: none without a rule', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) expect(route.public || route.roles.length > 0).toBe(true);
    // The role walls the product promises, as metadata.
    const allowed = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)?.roles;
    expect(allowed('GET', '/api/super-admin/filter-owners')).toEqual(expect.arrayContaining(['super_admin', 'auditor']));
    expect(allowed('POST', '/api/super-admin/filter-owners')).toEqual(['super_admin']);
    expect(allowed('GET', '/api/filter-owner/my-plants')).toEqual(['filter_owner']);
    // Platform billing, usage and analytics (issue 16): the console's reads, the owner's own usage.
    for (const path of [
      '/api/admin/invoices',
      '/api/admin/invoices/:id',
      '/api/super-admin/invoices/summary',
      '/api/super-admin/analytics',
    ])
      expect([...(allowed('GET', path) ?? [])].sort()).toEqual(['auditor', 'super_admin']);
    expect(allowed('GET', '/api/filter-owner/usage')).toEqual(['filter_owner']);
    // Metrics: no role (a scraper is not a user), its own bearer token instead, off while METRICS_TOKEN is unset
    // (so the walks below get 404 from it); the token is tested in metrics.e2e-spec.ts.
    expect(routes.find((r) => r.method === 'GET' && r.path === '/api/metrics')).toMatchObject({ public: true, roles: [], envelope: 'raw' });
    // A rider has their own routes, and none of the owner's.
    const riderRoutes = routes.filter((r) => r.path.startsWith('/api/rider/'));
    expect(riderRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of riderRoutes) expect(route.roles).toEqual(['employee']);
    for (const route of routes.filter((r) => r.path.startsWith('/api/filter-owner/'))) expect(route.roles).not.toContain('employee');
  });

  it('never lets a caller without access past the guard, whatever the spelling of the path', async () => {
    const failures: string[] = [];
    const callers: Caller[] = ['anonymous', 'super_admin', 'auditor', 'filter_owner', 'second_owner', 'employee'];
    const cases = routes.flatMap((route) =>
      callers
        .filter((caller) => !route.public && (caller === 'anonymous' || !route.roles.includes(ROLE_OF[caller] as never)))
        .flatMap((caller) => spellings(concrete(route)).map((spelling) => ({ route, caller, spelling }))),
    );
    expect(cases.length).toBeGreaterThan(1000);
    for (let i = 0; i < cases.length; i += 16) {
      await Promise.all(
        cases.slice(i, i + 16).map(async ({ route, caller, spelling }) => {
          const { status, code } = await call(route, spelling.path, caller);
          const expected = caller === 'anonymous' ? [401, 404] : [403, 404];
          const exact = spelling.name === 'as is' ? (caller === 'anonymous' ? 401 : 403) : undefined;
          const ok = exact ? status === exact && (caller === 'anonymous' || code === 'ROLE_FORBIDDEN') : expected.includes(status);
          if (!ok) failures.push(`${caller} ${route.method} ${spelling.path} (${spelling.name}) → ${status} ${code ?? ''}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it("never answers 2xx to the second owner on the first owner's records", async () => {
    const failures: string[] = [];
    const scoped = routes.filter((route) => route.path.startsWith('/api/filter-owner/') && route.path.includes(':id'));
    expect(scoped.length).toBeGreaterThan(10);
    for (const route of scoped) {
      const { status } = await call(route, concrete(route), 'second_owner');
      if (status < 300 || ![403, 404, 422].includes(status)) failures.push(`${route.method} ${concrete(route)} → ${status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never refuses an allowed caller by role (reads, and writes that change nothing)', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Sign-out would end the token the rest of the run uses; it has its own tests.
      if (route.path === '/api/logout') continue;
      const callers: Caller[] = route.public
        ? ['anonymous']
        : (['super_admin', 'auditor', 'filter_owner', 'employee'] as Caller[]).filter((c) =>
            route.roles.includes(ROLE_OF[c as Exclude<Caller, 'anonymous'>] as never),
          );
      for (const caller of callers) {
        // Writes aim at a record that does not exist, or send an empty body: the guard is what is tested.
        const path = route.method === 'GET' ? concrete(route) : route.path.replace(':id', '999999999').replace(':streamId', 'none-1');
        const { status, code } = await call(route, path, caller);
        if (status === 401 || code === 'ROLE_FORBIDDEN' || status >= 500)
          failures.push(`${caller} ${route.method} ${path} → ${status} ${code ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
