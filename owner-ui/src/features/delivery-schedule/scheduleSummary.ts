import { FIRST_PRODUCT_ID, type DueItem, type Product, type ScheduleLine, type ScheduleRule } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { productName } from '../daily-entries/sheet-products';

/** Whether a schedule brings more than the first product: then the routes list spells its lines out. */
export const hasOtherLines = (items: readonly Pick<ScheduleLine, 'product_id'>[]): boolean =>
  items.some((item) => item.product_id !== FIRST_PRODUCT_ID);

/** When a rule brings deliveries, in words: "daily", "Fri", "every 3 days". */
export function ruleWords(rule: ScheduleRule, t: TFunction<'deliverySchedule'>): string {
  switch (rule.kind) {
    case 'weekdays':
      return t('summary.rule.weekdays', { days: rule.days.map((day) => t(`weekdays.${day}`)).join(', ') });
    case 'every_n_days':
      return t('summary.rule.every_n_days', { n: rule.every_n ?? '' });
    default:
      return t(`summary.rule.${rule.kind}`);
  }
}

/** A product's name for a schedule, by its number when the list does not know it (not loaded yet). */
function nameOf(productId: number, products: readonly Product[], t: TFunction<'deliverySchedule'>, language: string | undefined) {
  const product = products.find((candidate) => candidate.id === productId);
  return product ? productName(product, language) : t('lines.unknownProduct', { id: productId });
}

/** What of other products than the cans is due on a day, in words: "1 × Carton · 2 × 6 L bottle". */
export function otherDueWords(
  items: readonly DueItem[],
  products: readonly Product[],
  t: TFunction<'deliverySchedule'>,
  language: string | undefined,
): string {
  return items
    .filter((item) => item.product_id !== FIRST_PRODUCT_ID)
    .map((item) => t('summary.item', { quantity: item.quantity, product: nameOf(item.product_id, products, t, language) }))
    .join(' · ');
}

/**
 * A schedule's lines in words, the first product's first: "2 × 19 L can daily · 1 × Carton Fri".
 * A line without a kind of its own comes on the schedule's days.
 */
export function scheduleSummary(
  schedule: ScheduleRule,
  items: readonly ScheduleLine[],
  products: readonly Product[],
  t: TFunction<'deliverySchedule'>,
  language: string | undefined,
): string {
  return items
    .map((item) =>
      t('summary.line', {
        quantity: item.quantity,
        product: nameOf(item.product_id, products, t, language),
        when: ruleWords(item.kind === null ? schedule : { ...item, kind: item.kind }, t),
      }),
    )
    .join(' · ');
}
