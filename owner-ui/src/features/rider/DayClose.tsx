import { formatPkr, rupees, toPaisa } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../api/rider/offline-db';
import { enqueue } from '../../api/rider/outbox';
import { useRiderDay } from '../../api/rider/rider-reads';
import { dayWithQueued, queuedClose } from './optimistic';
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

/**
 * The rider's day close: what the day's entries say they hold against what they hand over, and the
 * differences. The figures count the entries still waiting to be sent; the close itself is queued
 * like an entry (with or without a network) and shows as waiting until the server has it.
 */
export function DayClose({ date, userId, waiting }: { date: string; userId: number; waiting: OutboxItem[] }) {
  const { t } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const day = useRiderDay(userId, date);
  const [fullCans, setFullCans] = useState('');
  const [emptyCans, setEmptyCans] = useState('');
  const [cash, setCash] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [keeping, setKeeping] = useState(false);

  if (day.status === 'pending') return <Spinner label={t('page.loading')} />;
  if (day.status === 'error' || !day.data)
    return <Notice severity="error">{navigator.onLine ? t('page.loadFailed') : tOffline('close.noFigures')}</Notice>;
  const figures = dayWithQueued(day.data.data, waiting);
  const pending = queuedClose(waiting, date);

  const full = fullCans === '' ? null : Number(fullCans);
  const empties = emptyCans === '' ? null : Number(emptyCans);
  const handed = cash === '' ? null : Number(cash);
  const expectedBack = full === null ? null : full - figures.cans_delivered + figures.cans_returned;
  const cashDifference = handed === null ? null : rupees(toPaisa(handed) - toPaisa(figures.expected_cash));
  const cansDifference = empties === null || expectedBack === null ? null : empties - expectedBack;
  const missing = (value: string) => touched && value === '';

  const submit = () => {
    setTouched(true);
    if (full === null || empties === null || handed === null) return;
    setKeeping(true);
    enqueue(userId, { kind: 'close', body: { date, full_cans_taken: full, cans_returned_to_plant: empties, cash_handed_over: handed } })
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
            value={expectedBack === null ? '–' : String(expectedBack)}
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
        </div>
        {error && <Notice severity="error">{error}</Notice>}
        <button type="submit" className="rc-button rc-button-main" disabled={keeping}>
          {keeping ? t('close.submitting') : figures.closed || pending ? t('close.correct') : t('close.submit')}
        </button>
      </form>
    </section>
  );
}
