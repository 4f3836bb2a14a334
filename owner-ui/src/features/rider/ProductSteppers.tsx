import { FIRST_PRODUCT_ID, formatPkr, type SheetProduct, type SheetRow } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productName, productRate, type ItemCount } from '../daily-entries/sheet-products';
import type { CardProducts } from './card-products';
import { CanStepper } from './Stepper';

/** Product 1 keeps the card's own test ids, so a one-product card and a several-product card read alike. */
const testIdOf = (side: 'delivered' | 'returned', productId: number) =>
  productId === FIRST_PRODUCT_ID ? `rider-${side}` : `rider-${side}-${productId}`;

/**
 * A card's steppers when the plant sells several products: the customer's products each with its
 * name and price, Delivered and (for a container that comes back) Empties back; the plant's other
 * products behind "Add product", one tap to choose. Plain elements, like the rest of the card.
 */
export function ProductSteppers({
  row,
  products,
  onCard,
  count,
  onCount,
  onAdd,
}: {
  row: SheetRow;
  products: readonly SheetProduct[];
  onCard: CardProducts;
  count(productId: number): ItemCount;
  onCount(productId: number, side: 'delivered' | 'returned', value: number): void;
  onAdd(productId: number): void;
}) {
  const { t, i18n } = useTranslation('rider');
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      {onCard.shown.map((product) => {
        const name = productName(product, i18n.language);
        const { delivered, returned } = count(product.id);
        return (
          <div key={product.id} className="rc-product" role="group" aria-label={name} data-testid="rider-product">
            <p className="rc-product-name">
              <strong>{name}</strong>
              <span className="rc-muted">{t('card.productRate', { rate: formatPkr(productRate(product.id, row, products)) })}</span>
            </p>
            <div className="rc-steppers">
              <CanStepper
                label={t('card.delivered')}
                spoken={t('card.productDelivered', { product: name })}
                value={delivered}
                onChange={(value) => onCount(product.id, 'delivered', value)}
                testId={testIdOf('delivered', product.id)}
              />
              {product.returnable && (
                <CanStepper
                  label={t('card.returned')}
                  spoken={t('card.productReturned', { product: name })}
                  value={returned}
                  onChange={(value) => onCount(product.id, 'returned', value)}
                  testId={testIdOf('returned', product.id)}
                />
              )}
            </div>
          </div>
        );
      })}
      {onCard.hidden.length > 0 &&
        (choosing ? (
          <div className="rc-add" role="group" aria-label={t('card.addWhich')}>
            {onCard.hidden.map((product) => (
              <button
                key={product.id}
                type="button"
                className="rc-button rc-add-choice"
                onClick={() => {
                  setChoosing(false);
                  onAdd(product.id);
                }}
              >
                {productName(product, i18n.language)}
              </button>
            ))}
          </div>
        ) : (
          <button type="button" className="rc-button" onClick={() => setChoosing(true)}>
            {t('card.addProduct')}
          </button>
        ))}
    </>
  );
}
