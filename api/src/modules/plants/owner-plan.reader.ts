import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetOwnerPlanQuery, OwnerPlanView } from '../plans/plan.queries';

export interface OwnerPlan {
  name: string;
  price_per_month: number;
  /** 0 = unlimited. */
  max_plants: number;
}

/** The owner's current package (the Free plan when none was chosen), as plants need it. */
@Injectable()
export class OwnerPlanReader {
  constructor(private readonly queries: QueryBus) {}

  async currentPlan(ownerId: number): Promise<OwnerPlan> {
    const plan: OwnerPlanView = await this.queries.execute(new GetOwnerPlanQuery(ownerId));
    return { name: plan.name, price_per_month: Number(plan.price_per_month), max_plants: Number(plan.max_plants) };
  }
}
