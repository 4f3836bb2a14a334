import { DomainError } from '../../platform/domain/domain-error';
import { givenDecider } from '../../platform/event-store/decider.testing';
import { OwnerPackageCommand, ownerPackageDecider, PLAN_NOT_OFFERED } from './owner-package.decider';
import { planDecider } from './plan.decider';
import { OwnerPackageEvent, PlanEvent, PlanTerms } from './plan.events';

const terms: PlanTerms = {
  name: 'Basic',
  description: '',
  price_per_month: '99.00',
  max_plants: 3,
  max_customers: 250,
  max_employees: 5,
  features: ['A'],
  is_popular: false,
};

const givenPlan = givenDecider(planDecider);
const givenPackage = givenDecider(ownerPackageDecider);

const created: PlanEvent = { type: 'SubscriptionPlanCreated', data: { plan_id: 2, ...terms } };

describe('subscription plan decider', () => {
  it('creates a plan once', () => {
    givenPlan().when({ type: 'CreatePlan', planId: 2, terms }).then([created]);
    givenPlan(created)
      .when({ type: 'CreatePlan', planId: 2, terms })
      .thenThrows({ constructor: DomainError, category: 'conflict', message: 'This subscription plan already exists.' });
  });

  it('records a change only when the terms differ', () => {
    givenPlan(created)
      .when({ type: 'ChangePlan', terms: { ...terms } })
      .thenNothing();
    givenPlan(created)
      .when({ type: 'ChangePlan', terms: { ...terms, price_per_month: '120.00' } })
      .then([{ type: 'SubscriptionPlanChanged', data: { plan_id: 2, ...terms, price_per_month: '120.00' } }]);
  });

  it('retires and reinstates, each once', () => {
    const retired: PlanEvent = { type: 'SubscriptionPlanRetired', data: { plan_id: 2 } };
    givenPlan(created).when({ type: 'RetirePlan' }).then([retired]);
    givenPlan(created, retired).when({ type: 'RetirePlan' }).thenNothing();
    givenPlan(created, retired)
      .when({ type: 'ReinstatePlan' })
      .then([{ type: 'SubscriptionPlanReinstated', data: { plan_id: 2 } }]);
  });

  it('refuses changes to an unknown plan with not found', () => {
    givenPlan().when({ type: 'RetirePlan' }).thenThrows('not_found');
  });
});

describe('owner package decider', () => {
  const choose = (plan: Partial<OwnerPackageCommand['plan']>, plantsCount = 0): OwnerPackageCommand => ({
    type: 'ChoosePackage',
    ownerId: 7,
    plan: { id: 2, name: 'Basic', pricePerMonth: '99.00', maxPlants: 3, isRetired: false, ...plan },
    plantsCount,
    selectedBy: 7,
    selectedAt: '2026-01-01T00:00:00.000Z',
    metadata: { package_name: 'Basic' },
  });
  const selected: OwnerPackageEvent = {
    type: 'PackageSelected',
    data: {
      owner_id: 7,
      subscription_plan_id: 2,
      plan_name: 'Basic',
      price_per_month: '99.00',
      max_plants: 3,
      selected_at: '2026-01-01T00:00:00.000Z',
      selected_by: 7,
      metadata: { package_name: 'Basic' },
    },
  };
  const free = { id: 1, name: 'Free', maxPlants: 1 };
  const changedTo = (plan: { id: number; name: string; maxPlants: number }): OwnerPackageEvent => ({
    type: 'PackageChanged',
    data: { ...selected.data, subscription_plan_id: plan.id, plan_name: plan.name, max_plants: plan.maxPlants, previous_plan_id: 2 },
  });

  it('selects a first package, then records switches with the previous plan', () => {
    givenPackage().when(choose({})).then([selected]);
    const premium = { id: 4, name: 'Premium', maxPlants: 0 };
    givenPackage(selected)
      .when(choose(premium, 12))
      .then([changedTo(premium)]);
  });

  it('does nothing when the plan is already the current one', () => {
    givenPackage(selected).when(choose({})).thenNothing();
  });

  it('refuses a plan that holds fewer plants than the owner has', () => {
    givenPackage(selected)
      .when(choose(free, 2))
      .thenThrows({
        category: 'validation',
        code: 'PLAN_LIMIT_BELOW_PLANTS',
        message: expect.stringContaining('The Free plan allows up to 1 plant, but you have 2.'),
      });
    givenPackage(selected)
      .when(choose(free, 1))
      .then([changedTo(free)]);
  });

  it('refuses a retired plan', () => {
    givenPackage()
      .when(choose({ isRetired: true }))
      .thenThrows({ category: 'validation', message: PLAN_NOT_OFFERED, options: { errors: { subscription_plan_id: [PLAN_NOT_OFFERED] } } });
  });
});
