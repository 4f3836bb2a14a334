import { formatPkr, toNumber, type SubscriptionPackage } from '@paani/contracts';
import i18next from 'i18next';

// max_plants 0 means unlimited (999 for derived limits); the Free plan fallback (docs/product.md, "Rules the screens and the API share").
export const UNLIMITED_PLANTS = 999;

// Texts here are looked up when called, in the language on screen; the screens calling them re-render on a switch.
export function freePlan(): SubscriptionPackage {
  return {
    id: 0,
    name: i18next.t('billing:plans.free'),
    price_per_month: 0,
    max_plants: 1,
    max_customers: 50,
    max_employees: 2,
    features: [i18next.t('billing:plans.freeDashboard'), i18next.t('billing:plans.freeCustomers'), i18next.t('billing:plans.freeEntries')],
  };
}

export function plantLimitText(maxPlants: number | null | undefined): string {
  const max = toNumber(maxPlants);
  return max === 0 ? i18next.t('billing:plans.unlimitedPlants') : i18next.t('billing:plans.upToPlants', { count: max });
}

export function planPrice(plan: Pick<SubscriptionPackage, 'price_per_month' | 'formatted_price'>): string {
  return formatPkr(plan.price_per_month);
}

export function planFeatures(plan: Pick<SubscriptionPackage, 'features'>): string[] {
  return plan.features && plan.features.length > 0 ? plan.features : [i18next.t('billing:plans.basicFeatures')];
}

/** A plan card shows at most 3 features plus '+N more'. */
export function visibleFeatures(features: string[], max = 3): { shown: string[]; more: number } {
  return { shown: features.slice(0, max), more: Math.max(0, features.length - max) };
}

/** Cheapest plan that holds `plants` (0 = unlimited fits), else the first. */
export function recommendPackage(packages: SubscriptionPackage[], plants = 1): SubscriptionPackage | undefined {
  const fitting = packages.filter((plan) => plan.max_plants === 0 || plan.max_plants >= plants);
  if (fitting.length === 0) return packages[0];
  return [...fitting].sort((a, b) => toNumber(a.price_per_month) - toNumber(b.price_per_month))[0];
}
