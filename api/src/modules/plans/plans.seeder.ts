import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { runSeedOnce } from '../../platform/database/seed-once';
import { CreatePlanCommand } from './plan.commands';
import { PlanTerms } from './plan.events';

/** The plans a new installation starts with (docs/decisions.md, "Running"): Free (1 plant) and three paid ones, the top one unlimited. */
export const SEEDED_PLANS: PlanTerms[] = [
  {
    name: 'Free',
    description: 'Everything you need to run one plant.',
    price_per_month: '0.00',
    max_plants: 1,
    max_customers: 50,
    max_employees: 2,
    features: ['Basic dashboard', 'Customer management', 'Daily entry tracking'],
    is_popular: false,
  },
  {
    name: 'Basic',
    description: 'For a growing business with a few plants.',
    price_per_month: '99.00',
    max_plants: 3,
    max_customers: 250,
    max_employees: 5,
    features: ['Everything in Free', 'Up to 3 plants', 'Employee management', 'Area assignments'],
    is_popular: false,
  },
  {
    name: 'Standard',
    description: 'For established businesses across several areas.',
    price_per_month: '299.00',
    max_plants: 10,
    max_customers: 1000,
    max_employees: 25,
    features: ['Everything in Basic', 'Up to 10 plants', 'Billing and invoices', 'Priority support'],
    is_popular: true,
  },
  {
    name: 'Premium',
    description: 'No limits, for the largest operators.',
    price_per_month: '499.00',
    max_plants: 0,
    max_customers: 0,
    max_employees: 0,
    features: ['Everything in Standard', 'Unlimited plants', 'Unlimited customers and staff', '24/7 support'],
    is_popular: false,
  },
];

/** Seeds the plans once, as events; safe when the API and the worker start together. */
@Injectable()
export class PlansSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await runSeedOnce(this.dataSource, this.config, 'plans', async (manager) => {
      const [{ seeded }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM events WHERE stream_type = 'subscription-plan') AS seeded`);
      if (seeded) return;
      for (const terms of SEEDED_PLANS) await this.commands.execute(new CreatePlanCommand(terms));
      new Logger('Seed').log(`Subscription plans seeded: ${SEEDED_PLANS.map((p) => p.name).join(', ')}`);
    });
  }
}
