import { Divider, Paper, Stack, Typography } from '@mui/material';
import { formatMoney, type ExpenseTotals as Totals } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, formatMonth } from './categories';

/** The month's totals per category and the grand total (reversed expenses left out, as the server sums them). */
export function ExpenseTotals({ month, totals }: { month: string; totals: Totals }) {
  const { t } = useTranslation('expenses');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-label={t('totals.label')}
      data-testid="expense-totals"
    >
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('totals.title', { month: formatMonth(month) })}
        </Typography>
        <Typography variant="h6" component="p" fontWeight={700} data-testid="expense-grand-total">
          {t('totals.grandTotal')}: {formatMoney(totals.amount)}
        </Typography>
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} divider={<Divider orientation="vertical" flexItem />}>
        {EXPENSE_CATEGORIES.map((category) => (
          <Stack key={category} spacing={0} sx={{ minWidth: 120 }} data-testid={`expense-total-${category}`}>
            <Typography variant="caption" color="text.secondary">
              {t(`categories.${category}`)}
            </Typography>
            <Typography fontWeight={600}>{formatMoney(totals.by_category[category])}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('totals.excludesReversed')}
      </Typography>
    </Paper>
  );
}
