import { SUPER_ADMIN } from '../../test/browser/support/global-setup.mjs';

/**
 * The phone benchmarks' calls to the server they started (`base`, set once it is up) and the
 * owner they seed: signed up by the super admin, on the largest plan, with one plant made through
 * the onboarding and one area.
 */
export const server = { base: '' };

export async function call(method, path, token, body) {
  const response = await fetch(`${server.base}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json().catch(() => null);
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export const login = async (email, password) => (await call('POST', '/login', null, { email, password })).token;

/** A new owner (`who`: name, email, password) with a plant and an area: their token, the plant's id and the area. */
export async function ownerWithPlant(who, areaName) {
  const admin = await login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await call('POST', '/super-admin/filter-owners', admin, { ...who, is_active: true });
  const token = await login(who.email, who.password);
  const plans = await call('GET', '/filter-owner/packages/available', token);
  const plan = plans.find((p) => p.max_plants === 0) ?? plans.reduce((a, b) => (a.max_customers > b.max_customers ? a : b));
  await call('POST', '/filter-owner/packages/select', token, { subscription_plan_id: plan.id });
  await call('POST', '/filter-owner/mark-first-login-completed', token);
  const { plant_id: plantId } = await call('POST', '/filter-owner/onboarding/create-plant-from-progress', token, {
    plant_data: { name: 'Bench Plant', address: '1 Mall Road, Lahore', phone: '0300-1112223', default_can_rate: 60 },
  });
  const area = await call('POST', `/filter-owner/areas?filter_plant_id=${plantId}`, token, { name: areaName, description: 'The round' });
  return { token, plantId, area };
}
