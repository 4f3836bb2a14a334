import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { ownerPackageDecider } from './owner-package.decider';
import { PLAN_NOT_FOUND, planDecider } from './plan.decider';
import { ownerPackageStreamId, PlanTerms, planStreamId } from './plan.events';
import { PlanRow } from './plan.queries';
import { countOwnerPlants } from './plants-count';
import { now as businessNow } from '../../platform/domain/clock';

export class CreatePlanCommand {
  constructor(readonly terms: PlanTerms) {}
}

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand, number> {
  constructor(private readonly store: EventStore) {}

  async execute({ terms }: CreatePlanCommand): Promise<number> {
    const planId = await this.store.nextId('plan_ids');
    await this.store.handle(planStreamId(planId), planDecider, { type: 'CreatePlan', planId, terms });
    return planId;
  }
}

/** Edits, retires or reinstates a plan. A retired plan stays on the owners who have it. */
export class ChangePlanCommand {
  constructor(
    readonly planId: number,
    readonly change: { type: 'ChangePlan'; terms: PlanTerms } | { type: 'RetirePlan' } | { type: 'ReinstatePlan' },
  ) {}
}

@CommandHandler(ChangePlanCommand)
export class ChangePlanHandler implements ICommandHandler<ChangePlanCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ planId, change }: ChangePlanCommand): Promise<void> {
    await this.store.handle(planStreamId(planId), planDecider, change);
  }
}

/** An owner picks (or switches to) a plan; it must be offered and hold every plant they have. */
export class ChoosePackageCommand {
  constructor(
    readonly ownerId: number,
    readonly planId: number,
    readonly selectedBy: number | null,
    readonly metadata: Record<string, unknown> = {},
  ) {}
}

@CommandHandler(ChoosePackageCommand)
export class ChoosePackageHandler implements ICommandHandler<ChoosePackageCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, planId, selectedBy, metadata }: ChoosePackageCommand): Promise<void> {
    const plan = await this.sql.one<PlanRow>(`SELECT * FROM subscription_plans WHERE id = $1`, [planId]);
    if (!plan) throw new DomainError('validation', PLAN_NOT_FOUND, { errors: { subscription_plan_id: [PLAN_NOT_FOUND] } });
    const plantsCount = await countOwnerPlants(this.sql, ownerId);
    await this.store.handle(
      ownerPackageStreamId(ownerId),
      ownerPackageDecider,
      {
        type: 'ChoosePackage',
        ownerId,
        plan: {
          id: Number(plan.id),
          name: plan.name,
          pricePerMonth: plan.price_per_month,
          maxPlants: plan.max_plants,
          isRetired: plan.is_retired,
        },
        plantsCount,
        selectedBy,
        selectedAt: businessNow().toISOString(),
        metadata,
      },
      { tenant_id: ownerId },
    );
  }
}

export const PLAN_COMMAND_HANDLERS = [CreatePlanHandler, ChangePlanHandler, ChoosePackageHandler];
