import { describe, expect, it } from 'vitest';
import { type SubscriptionPackage, formatMoney } from '@paani/contracts';
import { ownerAlerts } from '../features/dashboard/alerts';
import { usageColor } from '../features/billing/usage';
import { planFeatures, plantLimitText, recommendPackage, visibleFeatures } from './plans';

const plan = (id: number, price: number, maxPlants: number): SubscriptionPackage => ({
  id,
  name: `P${id}`,
  price_per_month: price,
  max_plants: maxPlants,
});

describe('plans', () => {
  it('reads max_plants 0 as unlimited', () => {
    expect(plantLimitText(0)).toBe('Unlimited plants');
    expect(plantLimitText(1)).toBe('Up to 1 plant');
    expect(plantLimitText(5)).toBe('Up to 5 plants');
  });

  it('shows at most 3 features plus a count of the rest', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(planFeatures({ features: [] })).toEqual(['Basic features included']);
  });

  it('recommends the cheapest plan that holds the plants, else the first', () => {
    const plans = [plan(1, 999, 10), plan(2, 0, 1), plan(3, 499, 0)];
    expect(recommendPackage(plans, 1)?.id).toBe(2);
    expect(recommendPackage(plans, 3)?.id).toBe(3);
    expect(recommendPackage([plan(4, 10, 1), plan(5, 5, 2)], 9)?.id).toBe(4);
  });
});

describe('dashboard alerts and usage colours', () => {
  it('warns above 80 % usage, for pending balances and overdue invoices, and says nothing it cannot know', () => {
    const texts = ownerAlerts({ usage_limits: { percentage_used: 85 }, pending_balance: 1500, current_invoice: { status: 'overdue' } }).map(
      (a) => a.text,
    );
    expect(texts).toEqual(['Usage at 85% of limit', `${formatMoney(1500)} pending collections`, 'Monthly subscription payment overdue']);
    expect(ownerAlerts({ usage_limits: { percentage_used: 80 }, pending_balance: 0 }).map((a) => a.text)).toEqual([]);
  });

  it('colours usage green to 80 %, orange above, red above the limit', () => {
    expect(usageColor(80, 100)).toBe('success');
    expect(usageColor(81, 100)).toBe('warning');
    expect(usageColor(101, 100)).toBe('error');
  });
});
