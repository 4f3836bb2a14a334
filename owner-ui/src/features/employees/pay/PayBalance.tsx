import { Card, CardContent, Typography } from '@mui/material';
import { formatPkr, type PayLedger } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

/** What the plant owes the employee now, or (an advance not yet earned) what the employee owes the plant. */
export function PayBalance({ ledger }: { ledger: PayLedger }) {
  const { t } = useTranslation('payroll');
  const name = ledger.employee_name;
  const label =
    ledger.balance > 0
      ? t('ledger.balanceOwed', { name })
      : ledger.balance < 0
        ? t('ledger.balanceOwes', { name })
        : t('ledger.balanceSettled');
  return (
    <Card variant="outlined" sx={{ alignSelf: 'flex-start', minWidth: 240 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          fontWeight={700}
          color={ledger.balance < 0 ? 'error' : 'text.primary'}
          data-testid="pay-balance"
        >
          {formatPkr(Math.abs(ledger.balance))}
        </Typography>
      </CardContent>
    </Card>
  );
}
