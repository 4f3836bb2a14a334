import { backDifference, expectedBack, formatPkr, rupees, toPaisa, type RiderDay, type RiderDayCloseInput } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../api/rider/offline-db';
import { enqueue } from '../../api/rider/outbox';
import { useRiderDay, useRiderSheet } from '../../api/rider/rider-reads';
import {
  checkPair,
  closeProductName,
  closeProducts,
  differenceOf,
  differenceWording,
  EMPTY_PAIR,
  expectedBackOf,
  movedAny,
  movedOnSheet,
  pairDrafts,
  sortedCounts,
  withEntries,
  type CloseProduct,
  type Moved,
  type PairDraft,
} from './day-close-products';
import { dayWithQueued, queuedClose, queuedEntries } from './optimistic';
import { Notice, Spinner } from './Parts';
import { Field } from './Stepper';

const WHOLE = /^\d{0,6}$/;
const MONEY = /^\d{0,8}(\.\d{0,2})?$/;

function Line({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'error' | 'success' }) {
  return (
    <div className="rd-line">
      <span>{label}</span>
      <strong data-testid={testId} className={tone ? `rd-${tone}` : undefined}>
        {value}
      </strong>
    </div>
  );
}

const signed = (value: number, format: (n: number) => string) => (value > 0 ? `+${format(value)}` : format(value));

const NONE: Moved = { delivered: 0, returned: 0 };

/**
 * What the rider's entries moved of a product that day, the queued ones counted: a product the
 * close counted as the server has it, another from the rider's own entries on the day's sheet
 * (undefined, not known, without the sheet).
 */
function productsMoved(figures: RiderDay, rows: Parameters<typeof movedOnSheet>[0] | undefined, waiting: OutboxItem[]) {
  const saved = rows ? movedOnSheet(rows, figures.employee_id) : new Map<number, Moved>();
  for (const { product_id, delivered, returned } of figures.products) saved.set(product_id, { delivered, returned });
  const moved = withEntries(saved, [...queuedEntries(waiting, figures.date).values()].flat());
  return (id: number): Moved | undefined =>
    rows || figures.products.some((product) => product.product_id === id) ? (moved.get(id) ?? NONE) : undefined;
}

/**
 * The rider's day close: what the day's entries say they hold against what they hand over, and the
 * differences. The figures count the entries still waiting to be sent; the close itself is queued
 * like an entry (with or without a network) and shows as waiting until the server has it. A plant
 * with other returnable products (a 5 L jar) asks each one's full taken and empties back too.
 */
export function DayClose({ date, userId, waiting }: { date: string; userId: number; waiting: OutboxItem[] }) {
  const { t, i18n } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const day = useRiderDay(userId, date);
  // The sheet the deliveries tab shows (the same read): the plant's products and the rider's entries of them.
  const sheet = useRiderSheet(userId, date, Infinity);
  const [fullCans, setFullCans] = useState('');
  const [emptyCans, setEmptyCans] = useState('');
  const [cash, setCash] = useState('');
  const [pairs, setPairs] = useState<ReadonlyMap<number, Partial<PairDraft>>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [keeping, setKeeping] = useState(false);

  if (day.status === 'pending') return <Spinner label={t('page.loading')} />;
  if (day.status === 'error' || !day.data)
    return <Notice severity="error">{navigator.onLine ? t('page.loadFailed') : tOffline('close.noFigures')}</Notice>;
  const figures = dayWithQueued(day.data.data, waiting);
  const pending = queuedClose(waiting, date);

  // The products counted besides the cans, each prefilled with the counts already given (queued, or the close's).
  const sheetData = sheet.data?.data;
  const given = pending ? (pending.products ?? []) : figures.products;
  const products = closeProducts(sheetData?.products ?? [], [...given, ...figures.products]);
  const givenPairs = pairDrafts(given);
  const movedOf = productsMoved(figures, sheetData?.rows, waiting);
  const nameOf = (product: CloseProduct) => closeProductName(product, i18n.language, t('close.productUnnamed', { id: product.id }));
  const nameById = (id: number) => {
    const product = products.find((each) => each.id === id);
    return product ? nameOf(product) : t('close.productUnnamed', { id });
  };
  const pairOf = (id: number): PairDraft => ({ ...EMPTY_PAIR, ...givenPairs.get(id), ...pairs.get(id) });
  const setPair = (id: number, change: Partial<PairDraft>) => setPairs((all) => new Map(all).set(id, { ...all.get(id), ...change }));
  const checks = new Map(products.map((product) => [product.id, checkPair(product.id, pairOf(product.id), movedAny(movedOf(product.id)))]));
  const differenceText = (difference: number) => {
    const { key, count } = differenceWording(difference);
    return t(`close.${key}`, { count });
  };

  const full = fullCans === '' ? null : Number(fullCans);
  const empties = emptyCans === '' ? null : Number(emptyCans);
  const handed = cash === '' ? null : Number(cash);
  const expectedCansBack = full === null ? null : expectedBack(full, figures.cans_delivered, figures.cans_returned);
  const cashDifference = handed === null ? null : rupees(toPaisa(handed) - toPaisa(figures.expected_cash));
  const cansDifference = empties === null || expectedCansBack === null ? null : backDifference(empties, expectedCansBack);
  const missing = (value: string) => touched && value === '';

  const submit = () => {
    setTouched(true);
    if (full === null || empties === null || handed === null) return;
    if ([...checks.values()].some((check) => check.full || check.back)) return;
    const counts = sortedCounts([...checks.values()].flatMap((check) => (check.count ? [check.count] : [])));
    const body: RiderDayCloseInput & { date: string } = {
      date,
      full_cans_taken: full,
      cans_returned_to_plant: empties,
      cash_handed_over: handed,
      // A plant with only the can sends the close as it always did (no products: none counted).
      ...(counts.length > 0 ? { products: counts } : {}),
    };
    setKeeping(true);
    enqueue(userId, { kind: 'close', body })
      .then(() => setError(null))
      .catch((failure: unknown) =>
        setError(tOffline('card.keepFailed', { message: failure instanceof Error ? failure.message : String(failure) })),
      )
      .finally(() => setKeeping(false));
  };

  return (
    <section className="r-card" aria-labelledby="day-close-title">
      <h2 id="day-close-title" className="r-card-title">
        {t('close.title')}
      </h2>
      <div className="rd-lines">
        <Line label={t('close.expectedCash')} value={formatPkr(figures.expected_cash)} testId="close-expected-cash" />
        <Line label={t('close.cansDelivered')} value={String(figures.cans_delivered)} testId="close-cans-delivered" />
        <Line label={t('close.cansCollected')} value={String(figures.cans_returned)} testId="close-cans-collected" />
        {products.map((product) => {
          const counts = movedOf(product.id);
          return (
            counts && (
              <div key={product.id} className="rd-lines">
                <Line
                  label={t('close.productDelivered', { product: nameOf(product) })}
                  value={String(counts.delivered)}
                  testId={`close-product-delivered-${product.id}`}
                />
                <Line
                  label={t('close.productCollected', { product: nameOf(product) })}
                  value={String(counts.returned)}
                  testId={`close-product-collected-${product.id}`}
                />
              </div>
            )
          );
        })}
      </div>
      {figures.closed && figures.closed_at && (
        <Notice severity="success" testId="close-closed">
          {t('close.closed', { time: new Date(figures.closed_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}
          {figures.closes > 1 && <span> {t('close.corrected', { count: figures.closes })}</span>}
          <div className="rd-lines rd-saved">
            <Line label={t('close.cashHandedOver')} value={formatPkr(figures.cash_handed_over)} testId="close-saved-cash" />
            <Line label={t('close.difference')} value={signed(figures.difference ?? 0, formatPkr)} testId="close-saved-difference" />
            <Line
              label={t('close.cansDifference')}
              value={signed(figures.cans_difference ?? 0, String)}
              testId="close-saved-cans-difference"
            />
            {figures.products.map((product) => (
              <div key={product.product_id} className="rd-lines">
                <Line
                  label={t('close.productExpectedBack', { product: nameById(product.product_id) })}
                  value={String(product.expected_back)}
                  testId={`close-saved-product-expected-back-${product.product_id}`}
                />
                <Line
                  label={t('close.productDifference', { product: nameById(product.product_id) })}
                  value={differenceText(product.difference)}
                  testId={`close-saved-product-difference-${product.product_id}`}
                  tone={product.difference === 0 ? undefined : 'error'}
                />
              </div>
            ))}
          </div>
        </Notice>
      )}
      {pending && (
        <Notice severity="warning" testId="close-queued">
          {tOffline('close.queued', {
            full: pending.full_cans_taken,
            empties: pending.cans_returned_to_plant,
            cash: formatPkr(pending.cash_handed_over),
          })}
          {(pending.products ?? []).map((product) => (
            <span key={product.product_id}>
              {' '}
              {t('close.productQueued', {
                product: nameById(product.product_id),
                full: product.full_taken,
                empties: product.returned_to_plant,
              })}
            </span>
          ))}
        </Notice>
      )}
      <hr className="r-divider" />
      <form className="rd-form" noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
        <Field
          label={t('close.fullCansTaken')}
          value={fullCans}
          onChange={(value) => WHOLE.test(value) && setFullCans(value)}
          error={missing(fullCans) ? t('close.required') : undefined}
          inputMode="numeric"
        />
        <Field
          label={t('close.cansReturned')}
          value={emptyCans}
          onChange={(value) => WHOLE.test(value) && setEmptyCans(value)}
          error={missing(emptyCans) ? t('close.required') : undefined}
          inputMode="numeric"
        />
        {products.flatMap((product) => {
          const pair = pairOf(product.id);
          const check = checks.get(product.id);
          return [
            <Field
              key={`${product.id}-full`}
              label={t('close.productFullTaken', { product: nameOf(product) })}
              value={pair.full}
              onChange={(value) => WHOLE.test(value) && setPair(product.id, { full: value })}
              error={touched && check?.full ? t('close.required') : undefined}
              inputMode="numeric"
              testId={`close-product-full-${product.id}`}
            />,
            <Field
              key={`${product.id}-back`}
              label={t('close.productReturned', { product: nameOf(product) })}
              value={pair.back}
              onChange={(value) => WHOLE.test(value) && setPair(product.id, { back: value })}
              error={touched && check?.back ? t('close.required') : undefined}
              inputMode="numeric"
              testId={`close-product-back-${product.id}`}
            />,
          ];
        })}
        <Field
          label={t('close.cashHandedOver')}
          value={cash}
          onChange={(value) => MONEY.test(value) && setCash(value)}
          error={missing(cash) ? t('close.required') : undefined}
          inputMode="decimal"
        />
        <div className="rd-lines" aria-live="polite">
          <Line
            label={t('close.expectedCansBack')}
            value={expectedCansBack === null ? '–' : String(expectedCansBack)}
            testId="close-expected-back"
          />
          <Line
            label={t('close.difference')}
            value={cashDifference === null ? '–' : signed(cashDifference, formatPkr)}
            testId="close-difference"
            tone={cashDifference === null || cashDifference === 0 ? undefined : cashDifference < 0 ? 'error' : 'success'}
          />
          <Line
            label={t('close.cansDifference')}
            value={cansDifference === null ? '–' : signed(cansDifference, String)}
            testId="close-cans-difference"
            tone={cansDifference === null || cansDifference === 0 ? undefined : 'error'}
          />
          {products.map((product) => {
            const pair = pairOf(product.id);
            const back = expectedBackOf(pair.full, movedOf(product.id));
            const difference = differenceOf(pair.back, back);
            return (
              <div key={product.id} className="rd-lines">
                <Line
                  label={t('close.productExpectedBack', { product: nameOf(product) })}
                  value={back === null ? '–' : String(back)}
                  testId={`close-product-expected-back-${product.id}`}
                />
                <Line
                  label={t('close.productDifference', { product: nameOf(product) })}
                  value={difference === null ? '–' : differenceText(difference)}
                  testId={`close-product-difference-${product.id}`}
                  tone={difference === null || difference === 0 ? undefined : 'error'}
                />
              </div>
            );
          })}
        </div>
        {error && <Notice severity="error">{error}</Notice>}
        <button type="submit" className="rc-button rc-button-main" disabled={keeping}>
          {keeping ? t('close.submitting') : figures.closed || pending ? t('close.correct') : t('close.submit')}
        </button>
      </form>
    </section>
  );
}
