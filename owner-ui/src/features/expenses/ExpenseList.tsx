import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatMoney, type Expense } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../customers/display';

export interface ExpenseListProps {
  expenses: Expense[];
  onCorrect(expense: Expense): void;
  onReverse(expense: Expense): void;
}

const struck = (expense: Expense) => (expense.status === 'reversed' ? { textDecoration: 'line-through', color: 'text.disabled' } : {});

/** Reversed (with the reason), corrected, locked: what happened to an expense, as chips. */
function StatusChips({ expense }: { expense: Expense }) {
  const { t } = useTranslation('expenses');
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {expense.status === 'reversed' && (
        <Chip size="small" color="error" variant="outlined" label={t('row.reversedBecause', { reason: expense.reversal_reason ?? '' })} />
      )}
      {expense.corrections > 0 && <Chip size="small" variant="outlined" label={t('row.corrected', { count: expense.corrections })} />}
      {expense.locked && expense.status !== 'reversed' && (
        <Tooltip title={t('row.lockedHint')}>
          <Chip size="small" icon={<LockIcon />} variant="outlined" label={t('row.locked')} />
        </Tooltip>
      )}
    </Stack>
  );
}

function Actions({ expense, onCorrect, onReverse }: { expense: Expense } & Omit<ExpenseListProps, 'expenses'>) {
  const { t } = useTranslation('expenses');
  if (expense.status === 'reversed') return null;
  const what = { amount: formatMoney(expense.amount), date: formatDay(expense.date) };
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {!expense.locked && (
        <Button size="small" onClick={() => onCorrect(expense)} aria-label={t('row.correctLabel', what)}>
          {t('row.correct')}
        </Button>
      )}
      <Button size="small" color="error" onClick={() => onReverse(expense)} aria-label={t('row.reverseLabel', what)}>
        {t('row.reverse')}
      </Button>
    </Stack>
  );
}

/** The month's expenses as a table (wide screens). */
export function ExpenseTable({ expenses, onCorrect, onReverse }: ExpenseListProps) {
  const { t } = useTranslation('expenses');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.category')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell>{t('columns.note')}</TableCell>
            <TableCell>{t('columns.rider')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {expenses.map((expense) => (
            <TableRow key={expense.id} data-testid="expense-row" data-status={expense.status}>
              <TableCell sx={{ whiteSpace: 'nowrap', ...struck(expense) }}>{formatDay(expense.date)}</TableCell>
              <TableCell sx={struck(expense)}>{t(`categories.${expense.category}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, ...struck(expense) }}>
                {formatMoney(expense.amount)}
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Box sx={{ overflowWrap: 'anywhere', ...struck(expense) }}>{expense.note}</Box>
                <StatusChips expense={expense} />
              </TableCell>
              <TableCell sx={struck(expense)}>{expense.employee_name ?? t('row.noRider')}</TableCell>
              <TableCell align="right">
                <Actions expense={expense} onCorrect={onCorrect} onReverse={onReverse} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The month's expenses as cards (phones): amount and category first. */
export function ExpenseCards({ expenses, onCorrect, onReverse }: ExpenseListProps) {
  const { t } = useTranslation('expenses');
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {expenses.map((expense) => (
        <Card key={expense.id} variant="outlined" data-testid="expense-row" data-status={expense.status}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Box sx={{ minWidth: 0 }}>
                <Typography fontWeight={700} sx={struck(expense)}>
                  {t(`categories.${expense.category}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={struck(expense)}>
                  {formatDay(expense.date)}
                  {expense.employee_name ? ` · ${expense.employee_name}` : ''}
                </Typography>
              </Box>
              <Typography fontWeight={700} sx={{ whiteSpace: 'nowrap', ...struck(expense) }}>
                {formatMoney(expense.amount)}
              </Typography>
            </Stack>
            {expense.note && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', ...struck(expense) }}>
                {expense.note}
              </Typography>
            )}
            <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }} flexWrap="wrap" useFlexGap>
              <StatusChips expense={expense} />
              <Actions expense={expense} onCorrect={onCorrect} onReverse={onReverse} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
