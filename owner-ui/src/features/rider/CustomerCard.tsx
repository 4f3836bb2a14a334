import { FIRST_PRODUCT_ID, formatPkr, mapsUrl, type RiderEntryInput, type SheetProduct, type SheetRow } from '@paani/contracts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueue } from '../../api/rider/outbox';
import { productName, type ItemCount } from '../daily-entries/sheet-products';
import { EMPTY_DRAFT, useCardDraft } from './card-drafts';
import { cardAmount, cardCount, cardEntry, cardProducts } from './card-products';
import { DaySummary } from './DaySummary';
import { withQueued } from './optimistic';
import { ProductSteppers } from './ProductSteppers';
import { SavePlaceButton } from './SavePlaceButton';
import { CanStepper, Field } from './Stepper';

const MONEY = /^\d{0,7}(\.\d{0,2})?$/;
const NO_QUEUED: RiderEntryInput[] = [];
const NO_PRODUCTS: SheetProduct[] = [];
const CHECK = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * One customer of the rider's sheet: what they owe and hold, the day's cans and cash, and Save for
 * this customer alone. Save records the entry on the phone (its own Idempotency-Key) and the queue
 * sends it, at once when there is a network; until then the card shows it as waiting and counts it
 * in the balance. Plain elements styled by rider.css, not MUI components: a sheet has 150 of
 * these, so it scrolls on a slow phone.
 */
export const CustomerCard = memo(function CustomerCard({
  row,
  date,
  userId,
  queued = NO_QUEUED,
  products = NO_PRODUCTS,
  position,
  total,
}: {
  row: SheetRow;
  date: string;
  userId: number;
  queued?: RiderEntryInput[];
  /** What the plant sells on entries (the sheet's); one product, or none on a sheet kept from before products: the card as always. */
  products?: SheetProduct[];
  /** The card's place in the whole sheet, from 1 (the sheet draws only the cards near the screen). */
  position: number;
  total: number;
}) {
  const { t, i18n } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const saved = row.entries.length > 0;
  const recorded = saved || queued.length > 0;
  const [draft, change] = useCardDraft(userId, date, row.customer_id);
  // The form is open, with the usual quantity, while nothing is recorded for the customer (also
  // when the queue is read from the phone after the sheet shows) until the rider chooses.
  const adding = draft.adding ?? !recorded;
  const { returned, collected, error, keeping, items, added } = draft;
  // Several products: a stepper for each the customer takes, the others behind "Add product".
  const onCard = useMemo(() => cardProducts(row, products, queued, added), [row, products, queued, added]);
  // Each stepper starts at what the schedule brings today (the cans, a carton on its day).
  const count = (productId: number): ItemCount => cardCount(row, draft, recorded, productId);
  const delivered = count(FIRST_PRODUCT_ID).delivered;
  const setCount = (productId: number, side: 'delivered' | 'returned', value: number) =>
    productId === FIRST_PRODUCT_ID
      ? change({ [side]: value })
      : change({ items: { ...items, [productId]: { ...count(productId), [side]: value } } });

  const entry = cardEntry(row.customer_id, onCard?.shown ?? null, count, collected === '' ? 0 : Number(collected));
  const onSave = async () => {
    change({ keeping: true });
    try {
      await enqueue(userId, { kind: 'entries', body: { date, entries: [entry] } }, row.name);
      change({ ...EMPTY_DRAFT, adding: false, delivered: 0 });
    } catch (failure) {
      change({
        keeping: false,
        error: tOffline('card.keepFailed', { message: failure instanceof Error ? failure.message : String(failure) }),
      });
    }
  };
  const now = withQueued(row, queued, products);
  // The other returnable products the customer holds, beside the cans out.
  const otherHeld = (onCard ? now.containers : []).flatMap((holding) => {
    const product = products.find((candidate) => candidate.id === holding.product_id);
    return product && product.id !== FIRST_PRODUCT_ID && holding.held !== 0
      ? [{ ...holding, name: productName(product, i18n.language) }]
      : [];
  });
  const flags = (Object.keys(row.flags) as (keyof SheetRow['flags'])[]).filter((flag) =>
    flag === 'no_delivery_for_days' ? (row.flags.no_delivery_for_days ?? 0) >= 3 : row.flags[flag],
  );
  // Held beyond the deposit counting the queued entries: a delivery kept on the phone raises it at once.
  const overDeposit = now.containers
    .filter((holding) => holding.over_deposit)
    .map((holding) => {
      const product = products.find((candidate) => candidate.id === holding.product_id);
      return {
        productId: holding.product_id,
        label: product ? t('card.overDeposit', { product: productName(product, i18n.language) }) : t('card.overDepositUnnamed'),
      };
    });

  return (
    <article
      className="rc"
      data-testid="rider-customer"
      data-customer-id={row.customer_id}
      aria-label={row.name}
      aria-posinset={position}
      aria-setsize={total}
    >
      <div className="rc-head">
        <div className="rc-who">
          <h2 className="rc-name">{row.name}</h2>
          {row.address && <p className="rc-sub">{row.address}</p>}
          {row.location && (
            <a
              className="rc-map"
              href={mapsUrl(row.location)}
              target="_blank"
              rel="noopener"
              aria-label={t('card.directionsTo', { name: row.name })}
              data-testid="rider-directions"
            >
              {t('card.directions')}
            </a>
          )}
          <SavePlaceButton customerId={row.customer_id} name={row.name} date={date} userId={userId} />
        </div>
        {(saved || queued.length > 0) && (
          <div className="rc-badges">
            {saved && (
              <span className="rc-badge rc-ok" data-testid="rider-saved">
                <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                  <path d={CHECK} />
                </svg>
                {t('card.saved')}
              </span>
            )}
            {queued.length > 0 && (
              <span className="rc-badge rc-wait" data-testid="rider-queued">
                {tOffline('card.queued')}
              </span>
            )}
          </div>
        )}
      </div>
      <p className="rc-figs">
        <span>
          {`${t('card.balance')}: `}
          <strong data-testid="rider-balance">{formatPkr(now.balance)}</strong>
        </span>
        <span>
          {`${t('card.cansOut')}: `}
          <strong data-testid="rider-cans-out">{now.cans_out}</strong>
        </span>
        {otherHeld.map((holding) => (
          <span key={holding.product_id}>
            {`${t('card.heldOut', { product: holding.name })}: `}
            <strong data-testid={`rider-held-${holding.product_id}`}>{holding.held}</strong>
          </span>
        ))}
        <span className="rc-muted">{t('card.rate', { rate: formatPkr(row.rate) })}</span>
      </p>
      {(flags.length > 0 || overDeposit.length > 0 || !row.scheduled) && (
        <div className="rc-flags">
          {flags.map((flag) => (
            <span key={flag} className="rc-flag">
              {t(`card.flags.${flag}`, { days: row.flags.no_delivery_for_days })}
            </span>
          ))}
          {overDeposit.map((flag) => (
            <span key={flag.productId} className="rc-flag" data-testid={`rider-over-deposit-${flag.productId}`}>
              {flag.label}
            </span>
          ))}
          {!row.scheduled && <span className="rc-flag rc-flag-plain">{t('card.notScheduled')}</span>}
        </div>
      )}
      {recorded && <DaySummary row={row} queued={queued} shown={onCard?.shown ?? null} />}
      {adding ? (
        <div className="rc-form">
          {onCard ? (
            <ProductSteppers
              row={row}
              products={products}
              onCard={onCard}
              count={count}
              onCount={setCount}
              onAdd={(productId) => change({ added: [...added, productId] })}
            />
          ) : (
            <div className="rc-steppers">
              <CanStepper
                label={t('card.delivered')}
                value={delivered}
                onChange={(value) => change({ delivered: value })}
                testId="rider-delivered"
              />
              <CanStepper
                label={t('card.returned')}
                value={returned}
                onChange={(value) => change({ returned: value })}
                testId="rider-returned"
              />
            </div>
          )}
          <Field
            label={t('card.collected')}
            value={collected}
            onChange={(value) => MONEY.test(value) && change({ collected: value })}
            inputMode="decimal"
            help={t('card.amount', { amount: formatPkr(cardAmount(row, products, entry)) })}
            testId="rider-collected"
          />
          {error && (
            <p className="rc-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="rc-button rc-button-main" onClick={() => void onSave()} disabled={keeping}>
            {keeping ? t('card.saving') : t('card.save')}
          </button>
        </div>
      ) : (
        <button type="button" className="rc-button" onClick={() => change({ adding: true })}>
          {t('card.addMore')}
        </button>
      )}
    </article>
  );
});
