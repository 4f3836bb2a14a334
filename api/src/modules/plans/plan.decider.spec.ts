import { DomainError } from '../../platform/domain/domain-error';
import { fold } from '../../platform/event-store/decider';
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

function givenPlan(events: PlanEvent[]) {
  return { when: (command: Parameters<typeof planDecider.decide>[0]) => planDecider.decide(command, fold(planDecider, events)) };
}

function givenPackage(events: OwnerPackageEvent[]) {
  return { when: (command: OwnerPackageCommand) => ownerPackageDecider.decide(command, fold(ownerPackageDecider, events)) };
}

const created: PlanEvent = { type: 'SubscriptionPlanCreated', data: { plan_id: 2, ...terms } };

describe('subscription plan decider', () => {
  it('creates a plan once', () => {
    expect(givenPlan([]).when({ type: 'CreatePlan', planId: 2, terms })).toEqual([created]);
    expect(() => givenPlan([created]).when({ type: 'CreatePlan', planId: 2, terms })).toThrow(DomainError);
  });

  it('records a change only when the terms differ', () => {
    expect(givenPlan([created]).when({ type: 'ChangePlan', terms: { ...terms } })).toEqual([]);
    expect(givenPlan([created]).when({ type: 'ChangePlan', terms: { ...terms, price_per_month: '120.00' } })).toEqual([
      { type: 'SubscriptionPlanChanged', data: { plan_id: 2, ...terms, price_per_month: '120.00' } },
    ]);
  });

  it('retires and reinstates, each once', () => {
    const retired: PlanEvent = { type: 'SubscriptionPlanRetired', data: { plan_id: 2 } };
    expect(givenPlan([created]).when({ type: 'RetirePlan' })).toEqual([retired]);
    expect(givenPlan([created, retired]).when({ type: 'RetirePlan' })).toEqual([]);
    expect(givenPlan([created, retired]).when({ type: 'ReinstatePlan' })).toEqual([
      { type: 'SubscriptionPlanReinstated', data: { plan_id: 2 } },
    ]);
  });

  it('refuses changes to an unknown plan with not found', () => {
    expect(() => givenPlan([]).when({ type: 'RetirePlan' })).toThrow(expect.objectContaining({ category: 'not_found' }));
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

  it('selects a first package, then records switches with the previous plan', () => {
    expect(givenPackage([]).when(choose({}))).toEqual([selected]);
    const [changed] = givenPackage([selected]).when(choose({ id: 4, name: 'Premium', maxPlants: 0 }, 12));
    expect(changed).toMatchObject({ type: 'PackageChanged', data: { subscription_plan_id: 4, previous_plan_id: 2, max_plants: 0 } });
  });

  it('does nothing when the plan is already the current one', () => {
    expect(givenPackage([selected]).when(choose({}))).toEqual([]);
  });

  it('refuses a plan that holds fewer plants than the owner has', () => {
    expect(() => givenPackage([selected]).when(choose({ id: 1, name: 'Free', maxPlants: 1 }, 2))).toThrow(
      expect.objectContaining({
        category: 'validation',
        message: expect.stringContaining('The Free plan allows up to 1 plant, but you have 2.'),
      }),
    );
    expect(givenPackage([selected]).when(choose({ id: 1, name: 'Free', maxPlants: 1 }, 1))).toHaveLength(1);
  });

  it('refuses a retired plan', () => {
    expect(() => givenPackage([]).when(choose({ isRetired: true }))).toThrow(PLAN_NOT_OFFERED);
  });
});
