import { Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { balanceParts } from './display';

/** A balance in PKR; a negative one reads '… advance', in green. */
export function BalanceText({ balance, ...props }: { balance: number } & TypographyProps) {
  const { t } = useTranslation('customers');
  const { amount, advance } = balanceParts(balance);
  return (
    <Typography component="span" color={advance ? 'success.main' : undefined} {...props}>
      {advance ? t('money.advance', { amount }) : amount}
    </Typography>
  );
}
