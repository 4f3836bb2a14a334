import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Expense, ExpenseCategory, ExpenseListQuery } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination, PER_PAGE_OPTIONS } from '../../components/ListPagination';
import { ApiError, errorMessage } from '../../api/client';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { useCorrectExpense } from '../../api/expenses/correct-expense';
import { useCreateExpense } from '../../api/expenses/create-expense';
import { useExpenses } from '../../api/expenses/get-expenses';
import { useReverseExpense } from '../../api/expenses/reverse-expense';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { EXPENSE_CATEGORIES, thisMonth } from './categories';
import { ExpenseFormDialog, toExpenseInput, type ExpenseFormValues } from './ExpenseFormDialog';
import { ExpenseCards, ExpenseTable } from './ExpenseList';
import { ExpenseTotals } from './ExpenseTotals';
import { ReverseExpenseDialog } from './ReverseExpenseDialog';
import { useSearchPatch } from '../../lib/search-patch';

export default function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const { selectedPlant, isLoading: plantsLoading } = usePlants();
  if (plantsLoading) return <PageLoading text={t('list.loading')} />;
  if (!selectedPlant) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('list.title')}
        </Typography>
        <Alert severity="info">{t('list.noPlant')}</Alert>
      </Stack>
    );
  }
  return <ExpenseScreen plantId={selectedPlant.id} />;
}

/** Month, category and page live in the URL, so a reload or a shared link shows the same list. */
function useExpenseParams() {
  const [search, patchSearchParams] = useSearchPatch();
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  const categoryParam = search.get('category') as ExpenseCategory | null;
  const category = categoryParam && EXPENSE_CATEGORIES.includes(categoryParam) ? categoryParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const perPage = PER_PAGE_OPTIONS.find((n) => n === Number(search.get('per_page'))) ?? PER_PAGE_OPTIONS[0];
  // Any change but the page itself starts again at page 1.
  const update = (changes: Record<string, string | number | undefined>) =>
    patchSearchParams('page' in changes ? changes : { page: undefined, ...changes });
  return { month, category, page, perPage, update };
}

function ExpenseScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation('expenses');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const { month, category, page, perPage, update } = useExpenseParams();
  const query: ExpenseListQuery = useMemo(() => ({ month, category, page, per_page: perPage }), [month, category, page, perPage]);
  const list = useExpenses(plantId, query);
  const employees = useQuery(employeesQueryOptions(plantId));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<Expense | null>(null);
  const [reversing, setReversing] = useState<Expense | null>(null);

  const create = useCreateExpense();
  const correct = useCorrectExpense();
  const reverse = useReverseExpense({
    onSuccess: () => {
      toast({ title: t('reverse.done'), variant: 'success' });
      setReversing(null);
    },
    onError: (failure) =>
      toast({ title: t('reverse.failed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' }),
  });

  const saveFailed = (failure: unknown) => {
    // 422s are shown in the form, under their fields or above them; anything else is a toast.
    if (!(failure instanceof ApiError && failure.status === 422))
      toast({ title: t('form.saveFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' });
    throw failure;
  };

  const addExpense = async (values: ExpenseFormValues) => {
    try {
      await create.mutateAsync({ plantId, expense: toExpenseInput(values) });
      toast({ title: t('form.created'), variant: 'success' });
      setAdding(false);
    } catch (failure) {
      saveFailed(failure);
    }
  };

  const correctExpense = async (values: ExpenseFormValues) => {
    if (!correcting) return;
    try {
      const response = await correct.mutateAsync({
        plantId,
        id: correcting.id,
        correction: { ...toExpenseInput(values), reason: values.reason.trim() },
      });
      toast({ title: response.data.corrections > correcting.corrections ? t('form.corrected') : t('form.unchanged'), variant: 'success' });
      setCorrecting(null);
    } catch (failure) {
      saveFailed(failure);
    }
  };

  const rows = list.data?.data ?? [];
  const Listing = phone ? ExpenseCards : ExpenseTable;
  const employeeList = employees.data ?? [];

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        spacing={1.5}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={t('filters.label')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
          <TextField
            id="expense-month"
            type="month"
            size="small"
            label={t('filters.month')}
            value={month}
            onChange={(event) => update({ month: event.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 180 }, flexGrow: { xs: 1, sm: 0 } }}
          />
          <TextField
            id="expense-category-filter"
            select
            size="small"
            label={t('filters.category')}
            value={category ?? ''}
            onChange={(event) => update({ category: event.target.value || undefined })}
            sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 200 }, flexGrow: { xs: 1, sm: 0 } }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {EXPENSE_CATEGORIES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`categories.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>

      {list.isPending && <PageLoading text={t('list.loading')} />}
      {list.isError && !list.data && <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <ExpenseTotals month={month} totals={list.data.totals} />}
      {list.data && list.data.total === 0 && !category && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
              <Typography variant="h6" component="h2">
                {t('list.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">{t('list.emptyText')}</Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {list.data && list.data.total === 0 && category && <Alert severity="info">{t('list.noMatches')}</Alert>}
      {list.data && list.data.total > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
          {list.isError && <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
          <Listing expenses={rows} onCorrect={setCorrecting} onReverse={setReversing} />
          <ListPagination
            total={list.data.total}
            page={list.data.current_page}
            perPage={list.data.per_page}
            onPage={(page) => update({ page })}
            onPerPage={(per_page) => update({ per_page })}
          />
        </Paper>
      )}

      <ExpenseFormDialog
        open={adding}
        expense={null}
        employees={employeeList}
        busy={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={addExpense}
      />
      <ExpenseFormDialog
        open={correcting !== null}
        expense={correcting}
        employees={employeeList}
        busy={correct.isPending}
        onClose={() => setCorrecting(null)}
        onSubmit={correctExpense}
      />
      <ReverseExpenseDialog
        expense={reversing}
        busy={reverse.isPending}
        onClose={() => setReversing(null)}
        onSubmit={(reason) => reversing && reverse.mutate({ plantId, id: reversing.id, reason })}
      />
    </Stack>
  );
}
