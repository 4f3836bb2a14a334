import { FIRST_PRODUCT_ID, formatNumber, type Customer } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Figure } from './Figure';

/**
 * Whether the customer holds containers of a product besides the first: then each product's count
 * is shown, since "cans out" (product 1's) would not say what else is at their door.
 */
export function holdsOtherProducts(customer: Pick<Customer, 'containers'>): boolean {
  return (customer.containers ?? []).some((holding) => holding.product_id !== FIRST_PRODUCT_ID && holding.held !== 0);
}

/**
 * What the customer holds: their cans out, as always; or, when they hold more than the first
 * product, each returnable product's count (product 1's keeps the `customer-cans` figure).
 */
export function ContainerFigures({ customer }: { customer: Pick<Customer, 'cans_out' | 'containers'> }) {
  const { t } = useTranslation('customers');
  if (!holdsOtherProducts(customer)) {
    return (
      <Figure label={t('detail.cansOut')} testId="customer-cans">
        {formatNumber(customer.cans_out)}
      </Figure>
    );
  }
  return (
    <>
      {(customer.containers ?? []).map((holding) => (
        <Figure
          key={holding.product_id}
          label={t('detail.heldOut', { product: holding.product_name })}
          testId={holding.product_id === FIRST_PRODUCT_ID ? 'customer-cans' : `customer-held-${holding.product_id}`}
        >
          {formatNumber(holding.held)}
        </Figure>
      ))}
    </>
  );
}
