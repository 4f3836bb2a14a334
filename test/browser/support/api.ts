import { baseUrl, superAdmin } from './browser';

export interface Envelope<T = any> {
  success: boolean;
  data: T;
  message: string;
  error_code?: string;
  errors?: Record<string, string[]>;
}

/** Calls the API directly (set-up and assertions beside the browser), returning status and envelope. */
export async function api<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const body = (await response.json().catch(() => null)) as Envelope<T>;
  return { status: response.status, body };
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await api('POST', '/login', { body: { email, password } });
  if (status !== 200) throw new Error(`Sign-in of ${email} failed: ${status} ${body?.message}`);
  return body.data.token;
}

export function superAdminToken(): Promise<string> {
  const { email, password } = superAdmin();
  return login(email, password);
}

let counter = 0;

/** A new, active filter owner created by the super admin through the API. */
export async function createOwner(name = 'Browser Owner'): Promise<{ id: number; name: string; email: string; password: string }> {
  const token = await superAdminToken();
  counter += 1;
  const email = `owner-${Date.now().toString(36)}-${counter}@paani.browser`;
  const password = 'owner-password-1';
  const { status, body } = await api('POST', '/super-admin/filter-owners', { token, body: { name, email, password, is_active: true } });
  if (status !== 201 && status !== 200) throw new Error(`Creating an owner failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.data.id, name, email, password };
}

async function must<T = any>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const { status, body: envelope } = await api<T>(method, path, { token, body });
  if (status >= 300) throw new Error(`${method} ${path} failed: ${status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * An owner who is past the first-day flow (package chosen, onboarding complete with one plant,
 * one area, one employee and an assignment), set up through the API, for tests of later screens.
 */
export async function readyOwner(name = 'Ready Owner') {
  const owner = await createOwner(name);
  const token = await login(owner.email, owner.password);
  const plans = await must<Array<{ id: number; max_plants: number }>>('GET', '/filter-owner/packages/available', token);
  const plan = plans.find((p) => p.max_plants === 0 || p.max_plants >= 2)!;
  await must('POST', '/filter-owner/packages/select', token, { subscription_plan_id: plan.id });
  await must('POST', '/filter-owner/mark-first-login-completed', token);
  const plantData = { name: `${name} Plant`, address: '1 Mall Road, Lahore', phone: '0300-1112223', default_can_rate: 40 };
  const { plant_id: plantId } = await must<{ plant_id: number }>('POST', '/filter-owner/onboarding/create-plant-from-progress', token, {
    plant_data: plantData,
  });
  const scoped = `filter_plant_id=${plantId}`;
  const area = await must<{ id: number }>('POST', `/filter-owner/areas?${scoped}`, token, { name: 'Centre', description: 'Central area' });
  const employee = await must<{ id: number }>('POST', `/filter-owner/employees?${scoped}`, token, {
    name: 'Rider One',
    phone: '0300-5556667',
    type: 'commission',
    commission_rate: 15,
    monthly_salary: null,
  });
  await must('POST', `/filter-owner/onboarding/assign-employee-area?${scoped}`, token, { area_id: area.id, employee_id: employee.id });
  await must('POST', '/filter-owner/onboarding/complete', token);
  return { ...owner, token, plantId, plantName: plantData.name };
}

/**
 * A ready owner whose rider (readyOwner's employee, serving the one area) has a sign-in and the
 * given customers, in that order, at PKR 50 a can: what a test of the rider's phone starts from.
 */
export async function ownerWithRider(ownerName: string, customerNames: string[], rider: { email: string; password: string }) {
  const owner = await readyOwner(ownerName);
  const scoped = `filter_plant_id=${owner.plantId}`;
  const { areas } = await must<{ areas: Array<{ id: number }> }>('GET', `/filter-owner/areas?${scoped}`, owner.token);
  const areaId = areas[0].id;
  const customers = new Map<string, number>();
  for (const name of customerNames) {
    const created = await must<{ id: number }>('POST', `/filter-owner/customers?${scoped}`, owner.token, {
      name,
      area_id: areaId,
      address: `${name} House`,
      rate: 50,
    });
    customers.set(name, created.id);
  }
  const { employees } = await must<{ employees: Array<{ id: number }> }>('GET', `/filter-owner/employees?${scoped}`, owner.token);
  const employeeId = employees[0].id;
  await must('POST', `/filter-owner/employees/${employeeId}/login?${scoped}`, owner.token, rider);
  return { owner, scoped, customers };
}
