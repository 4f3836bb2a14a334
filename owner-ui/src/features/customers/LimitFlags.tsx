import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, Stack, Tooltip } from '@mui/material';
import type { Customer } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

/** Over the credit limit and over the can limit: an icon with a tooltip (compact) or a labelled chip. */
export function LimitFlags({
  customer,
  variant = 'icon',
}: {
  customer: Pick<Customer, 'over_credit_limit' | 'over_can_limit'>;
  variant?: 'icon' | 'chip';
}) {
  const { t } = useTranslation('customers');
  const flags = [
    customer.over_credit_limit && { key: 'credit', label: t('flags.overCredit'), icon: <CreditCardOffIcon fontSize="small" /> },
    customer.over_can_limit && { key: 'cans', label: t('flags.overCans'), icon: <ReportProblemIcon fontSize="small" /> },
  ].filter((flag) => flag !== false);
  if (flags.length === 0) return null;
  if (variant === 'chip') {
    return (
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        {flags.map((flag) => (
          <Chip key={flag.key} size="small" color="error" variant="outlined" icon={flag.icon} label={flag.label} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.25} component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 0.5 }}>
      {flags.map((flag) => (
        <Tooltip key={flag.key} title={flag.label}>
          <Stack component="span" role="img" aria-label={flag.label} tabIndex={0} sx={{ color: 'error.main', display: 'inline-flex' }}>
            {flag.icon}
          </Stack>
        </Tooltip>
      ))}
    </Stack>
  );
}
