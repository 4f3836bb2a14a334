import { Stack, Typography } from '@mui/material';
import { formatNumber, formatPkr, type CommissionBasisDetail, type SalaryBasis } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

/** How the month's salary was worked out: days employed of the month's days × the monthly salary. */
export function SalaryExplanation({ salary }: { salary: SalaryBasis }) {
  const { t } = useTranslation('payroll');
  return (
    <Stack spacing={0.25} data-testid="slip-salary">
      <Typography variant="subtitle2">{t('slip.salaryTitle')}</Typography>
      <Typography variant="body2">
        {t('slip.salaryExplained', {
          days: formatNumber(salary.days_employed),
          daysInMonth: formatNumber(salary.days_in_month),
          salary: formatPkr(salary.monthly_salary),
          amount: formatPkr(salary.amount),
        })}
      </Typography>
    </Stack>
  );
}

/** How the month's commission was worked out: the rate of the delivered (or collected) amount, from the month's deliveries. */
export function CommissionExplanation({ commission }: { commission: CommissionBasisDetail }) {
  const { t } = useTranslation('payroll');
  return (
    <Stack spacing={0.25} data-testid="slip-commission">
      <Typography variant="subtitle2">{t('slip.commissionTitle')}</Typography>
      <Typography variant="body2">
        {t('slip.commissionExplained', {
          rate: formatNumber(commission.rate_percent),
          base: formatPkr(commission.base_amount),
          basis: t(`slip.bases.${commission.basis}`),
          amount: formatPkr(commission.amount),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('slip.commissionFrom', { count: commission.deliveries, cans: formatNumber(commission.cans) })}
      </Typography>
    </Stack>
  );
}
