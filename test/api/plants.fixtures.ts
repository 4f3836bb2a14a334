import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { ChoosePackageCommand } from '../../api/src/modules/plans/plan.commands';
import { SUPER_ADMIN, TestApp } from '../support/test-app';

/** Shared set-up of the owner-API tests: owners, their package, plants made through HTTP. */
export interface Owner {
  id: number;
  email: string;
  token: string;
}

let counter = 0;

export async function createOwner(
  t: TestApp,
  options: { plan?: 'Free' | 'Basic' | 'Standard' | 'Premium'; name?: string } = {},
): Promise<Owner> {
  counter += 1;
  const email = `owner${counter}-${Date.now().toString(36)}@example.com`;
  const id: number = await t.app
    .get(CommandBus)
    .execute(new RegisterUserCommand(options.name ?? `Owner ${counter}`, email, 'filter_owner', 'owner-password'));
  if (options.plan && options.plan !== 'Free') {
    const [plan] = await t.db.dataSource.query(`SELECT id FROM subscription_plans WHERE name = $1`, [options.plan]);
    await t.app.get(CommandBus).execute(new ChoosePackageCommand(id, Number(plan.id), id));
  }
  return { id, email, token: await t.login(email, 'owner-password') };
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function superAdminToken(t: TestApp): Promise<string> {
  return t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
}

export async function createPlant(t: TestApp, owner: Owner, body: Record<string, unknown> = {}): Promise<number> {
  const response = await t
    .http()
    .post('/api/filter-owner/my-plants')
    .set(auth(owner.token))
    .send({
      name: `Plant ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      address: '1 Canal Road, Lahore',
      default_can_rate: 50,
      ...body,
    });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`plant creation failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

export async function activatePlant(t: TestApp, plantId: number, adminToken?: string): Promise<void> {
  const token = adminToken ?? (await superAdminToken(t));
  const response = await t.http().put(`/api/super-admin/filter-plants/${plantId}/toggle-status`).set(auth(token));
  if (response.status !== 200 || !response.body.data.is_active)
    throw new Error(`activation failed: ${response.status} ${JSON.stringify(response.body)}`);
}
