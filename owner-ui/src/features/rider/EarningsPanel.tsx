import './earnings.css';
import { formatNumber, formatPkr, type RiderEarnings } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useRiderEarnings } from '../../api/payroll/rider-earnings';
import { formatDay, formatMonth } from '../../lib/format';
import { Notice, NoticeButton, Spinner } from './Parts';

/** A plant day or month read as that calendar day, not as UTC midnight. */
const calendar = (value: string) => {
  const [year, month, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
};

function Line({ label, value, note, testId, strong }: { label: string; value: string; note?: string; testId: string; strong?: boolean }) {
  return (
    <div className="rd-line">
      <span>
        {label}
        {note && <small className="r-earnings-note">{note}</small>}
      </span>
      {strong ? <strong data-testid={testId}>{value}</strong> : <span data-testid={testId}>{value}</span>}
    </div>
  );
}

function EarningsLines({ earnings }: { earnings: RiderEarnings }) {
  const { t } = useTranslation('rider');
  const { salary, commission } = earnings;
  return (
    <div className="rd-lines">
      <Line label={t('earnings.opening')} value={formatPkr(earnings.opening_balance)} testId="earnings-opening" />
      {salary && (
        <Line
          label={t('earnings.salary')}
          note={t('earnings.salaryDays', {
            days: formatNumber(salary.days_employed),
            daysInMonth: formatNumber(salary.days_in_month),
            salary: formatPkr(salary.monthly_salary),
          })}
          value={formatPkr(salary.amount)}
          testId="earnings-salary"
        />
      )}
      {commission && (
        <Line
          label={t('earnings.commission')}
          note={t('earnings.commissionFrom', {
            rate: formatNumber(commission.rate_percent),
            base: formatPkr(commission.base_amount),
            count: commission.deliveries,
            cans: formatNumber(commission.cans),
          })}
          value={formatPkr(commission.amount)}
          testId="earnings-commission"
        />
      )}
      {earnings.bonuses !== 0 && <Line label={t('earnings.bonuses')} value={formatPkr(earnings.bonuses)} testId="earnings-bonuses" />}
      <Line label={t('earnings.advances')} value={formatPkr(earnings.advances)} testId="earnings-advances" />
      <Line label={t('earnings.deductions')} value={formatPkr(earnings.deductions)} testId="earnings-deductions" />
      <Line label={t('earnings.payments')} value={formatPkr(earnings.payments)} testId="earnings-payments" />
      <Line
        label={earnings.balance < 0 ? t('earnings.balanceOwing') : t('earnings.balance')}
        value={formatPkr(Math.abs(earnings.balance))}
        testId="earnings-balance"
        strong
      />
    </div>
  );
}

/**
 * "My earnings this month": the rider's own month so far, read-only, fetched when the rider opens
 * the tab and never kept on the phone, so without a network it says it needs one.
 */
export function EarningsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('rider');
  const earnings = useRiderEarnings(userId);
  const offline = earnings.error instanceof ApiError && earnings.error.status === 0;

  let body;
  if (earnings.data)
    body = (
      <>
        <p className="r-meta" data-testid="earnings-as-of">
          {t('earnings.asOf', { month: formatMonth(calendar(earnings.data.month)), date: formatDay(calendar(earnings.data.as_of)) })}
        </p>
        <EarningsLines earnings={earnings.data} />
      </>
    );
  else if (earnings.status === 'error')
    body = (
      <Notice
        severity={offline ? 'info' : 'error'}
        role="status"
        testId="earnings-unavailable"
        action={
          <NoticeButton onClick={() => void earnings.refetch()} disabled={earnings.fetching}>
            {t('page.retry')}
          </NoticeButton>
        }
      >
        {offline ? t('earnings.needsConnection') : t('earnings.loadFailed')}
      </Notice>
    );
  else
    body = (
      <div className="r-loading">
        <Spinner label={t('earnings.loading')} />
      </div>
    );

  return (
    <section className="r-card r-earnings" aria-labelledby="rider-earnings-title" data-testid="rider-earnings">
      <h2 id="rider-earnings-title" className="r-card-title">
        {t('earnings.title')}
      </h2>
      {body}
    </section>
  );
}
