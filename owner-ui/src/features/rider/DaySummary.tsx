import { FIRST_PRODUCT_ID, formatPkr, rupees, toPaisa, type RiderEntryInput, type SheetProduct, type SheetRow } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { productName } from '../daily-entries/sheet-products';
import { dayCounts } from './card-products';

/**
 * What the customer's card has recorded today, saved and queued: with one product its cans, as
 * the card always said; with several, each product moved; then the cash, summed in paisa.
 */
export function DaySummary({
  row,
  queued,
  shown,
}: {
  row: SheetRow;
  queued: readonly RiderEntryInput[];
  /** The card's products; null on a one-product sheet. */
  shown: readonly SheetProduct[] | null;
}) {
  const { t, i18n } = useTranslation('rider');
  const collected = formatPkr(rupees([...row.entries, ...queued].reduce((sum, entry) => sum + toPaisa(entry.collected ?? 0), 0)));
  let text: string;
  if (!shown) {
    const [first] = dayCounts(row, queued, [FIRST_PRODUCT_ID]);
    text = t('card.savedSummary', { delivered: first.delivered, returned: first.returned, collected });
  } else {
    const counts = dayCounts(
      row,
      queued,
      shown.map((product) => product.id),
    );
    const moved = shown.flatMap((product, index) => {
      const { delivered, returned } = counts[index];
      if (delivered === 0 && returned === 0) return [];
      const words = { product: productName(product, i18n.language), delivered, returned };
      return [t(product.returnable ? 'card.productSummary' : 'card.productSummarySold', words)];
    });
    text = [...moved, t('card.collectedSummary', { collected })].join('; ');
  }
  return (
    <p className="rc-summary" data-testid="rider-saved-summary">
      {text}
    </p>
  );
}
