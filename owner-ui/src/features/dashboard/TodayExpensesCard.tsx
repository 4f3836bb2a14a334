import { Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { formatMoney, type TodayExpenses } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EXPENSE_CATEGORIES } from '../expenses/categories';

export const EXPENSES_PATH = '/filter-owner/expenses';

/**
 * Today's Expenses on the owner dashboard: the plant's expenses of its today per category (only the
 * categories spent on), and the total, as the API sums them from the daily aggregate.
 */
export function TodayExpensesCard({ expenses }: { expenses: TodayExpenses | null | undefined }) {
  const { t } = useTranslation('expenses');
  const spent = EXPENSE_CATEGORIES.filter((category) => (expenses?.by_category[category] ?? 0) !== 0);
  return (
    <Card sx={{ height: '100%' }} data-testid="today-expenses">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('dashboard.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('dashboard.categories', { count: spent.length })}
          </Typography>
        </Stack>
        <Stack spacing={1} divider={<Divider flexItem />}>
          {spent.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.none')}
            </Typography>
          )}
          {spent.map((category) => (
            <Stack key={category} direction="row" justifyContent="space-between" spacing={2} data-testid={`today-expense-${category}`}>
              <Typography variant="body2" color="text.secondary">
                {t(`categories.${category}`)}
              </Typography>
              <Typography variant="body2" fontWeight={500}>
                {formatMoney(expenses?.by_category[category])}
              </Typography>
            </Stack>
          ))}
          <Stack direction="row" justifyContent="space-between" spacing={2}>
            <Typography variant="body2" fontWeight={700}>
              {t('dashboard.total')}
            </Typography>
            <Typography variant="body2" fontWeight={700} data-testid="today-expenses-total">
              {formatMoney(expenses?.total ?? 0)}
            </Typography>
          </Stack>
        </Stack>
        <Button size="small" component={RouterLink} to={EXPENSES_PATH} sx={{ mt: 1.5 }}>
          {t('dashboard.viewAll')}
        </Button>
      </CardContent>
    </Card>
  );
}
