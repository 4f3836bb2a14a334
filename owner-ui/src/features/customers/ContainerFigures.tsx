import { FIRST_PRODUCT_ID, formatNumber, type ContainerHolding, type Customer, type Product } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Figure } from './Figure';
import { productLabel } from './productRates';

/**
 * Whether the customer holds containers of a product besides the first, or has a deposit for some:
 * then each product's count is shown, since "cans out" (product 1's) would not say what else is at
 * their door or what their deposit covers.
 */
export function holdsOtherProducts(customer: Pick<Customer, 'containers'>): boolean {
  return (customer.containers ?? []).some(
    (holding) => holding.product_id !== FIRST_PRODUCT_ID && (holding.held !== 0 || holding.deposited > 0),
  );
}

/**
 * What the customer holds: their cans out, as always; or, when they hold more than the first
 * product, each returnable product's count (product 1's keeps the `customer-cans` figure), with
 * what their deposit covers of it and a warning when they hold more than it covers.
 */
export function ContainerFigures({
  customer,
  products = [],
}: {
  customer: Pick<Customer, 'cans_out' | 'containers'>;
  /** The plant's products, for their names in the screen's language (the server's name otherwise). */
  products?: readonly Product[];
}) {
  const { t, i18n } = useTranslation('customers');
  if (!holdsOtherProducts(customer)) {
    return (
      <Figure label={t('detail.cansOut')} testId="customer-cans">
        {formatNumber(customer.cans_out)}
      </Figure>
    );
  }
  const nameOf = (holding: ContainerHolding) => {
    const product = products.find((candidate) => candidate.id === holding.product_id);
    return product ? productLabel(product, i18n.language) : holding.product_name;
  };
  return (
    <>
      {(customer.containers ?? []).map((holding) => (
        <Figure
          key={holding.product_id}
          label={t('detail.heldOut', { product: nameOf(holding) })}
          testId={holding.product_id === FIRST_PRODUCT_ID ? 'customer-cans' : `customer-held-${holding.product_id}`}
          note={depositNote(holding, t)}
          warning={holding.over_deposit}
        >
          {formatNumber(holding.held)}
        </Figure>
      ))}
    </>
  );
}

/** Under a product's count: what the deposit covers of it (when it covers any), and whether they hold more than that. */
function depositNote(holding: ContainerHolding, t: TFunction<'customers'>): string | undefined {
  const parts = [
    holding.deposited > 0 ? t('detail.depositCovers', { covered: formatNumber(holding.deposited) }) : null,
    holding.over_deposit ? t('detail.overDeposit') : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
