import AddIcon from '@mui/icons-material/Add';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
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
import { ERROR_CODES, type CustomerStatus } from '@paani/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { PageHeader } from '../../components/PageHeader';
import { Link as RouterLink } from 'react-router-dom';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { ApiError, errorMessage } from '../../api/client';
import { useCreateCustomer } from '../../api/customers/create-customer';
import { useCustomers } from '../../api/customers/get-customers';
import { useMoveCustomers } from '../../api/customers/move-customers';
import { useDeactivateCustomers } from '../../api/customers/toggle-customer-status';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { usePlants } from '../../plants/PlantContext';
import { useProducts } from '../products/api';
import { PageLoading } from '../../shell/AppShell';
import { ConfirmDialog } from './ConfirmDialog';
import { toCustomerInput } from './customerForm';
import { CustomerFormDialog } from './CustomerFormDialog';
import { CustomerCards } from './CustomerCards';
import { CustomerTable } from './CustomerTable';
import { MoveCustomersDialog } from './MoveCustomersDialog';
import { SearchBox } from './SearchBox';
import { hasFilters, toListQuery, useCustomerListParams, type BalanceFilter } from './useCustomerListParams';

export const IMPORT_PATH = '/filter-owner/customers/import';

export default function CustomersPage() {
  const { t } = useTranslation('customers');
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
  return <CustomerList plantId={selectedPlant.id} defaultRate={selectedPlant.default_can_rate} />;
}

function CustomerList({ plantId, defaultRate }: { plantId: number; defaultRate: number }) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const { params, update, clearFilters } = useCustomerListParams();
  const query = useMemo(() => toListQuery(params), [params]);
  const list = useCustomers(plantId, query);
  const areas = useQuery(areasQueryOptions(plantId));
  const employees = useQuery(employeesQueryOptions(plantId));
  const products = useProducts(plantId);
  // On a phone the list is cards; the table would need sideways scrolling to reach the balance.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<'add' | 'move' | 'deactivate' | null>(null);

  // A selection belongs to the rows on screen: another page, filter or plant starts afresh.
  const queryKey = JSON.stringify([plantId, query]);
  useEffect(() => setSelected(new Set()), [queryKey]);

  const create = useCreateCustomer();
  const move = useMoveCustomers({
    onSuccess: (response) => {
      toast({ title: t('move.done'), description: response.message, variant: 'success' });
      setSelected(new Set());
      setDialog(null);
    },
    onError: (failure) => toast({ title: t('move.title'), description: errorMessage(failure, t('errors.generic')), variant: 'error' }),
  });
  const deactivate = useDeactivateCustomers({
    onSuccess: (count) => {
      toast({ title: t('bulk.deactivated', { count }), variant: 'success' });
      setSelected(new Set());
      setDialog(null);
    },
    onError: (failure) => {
      toast({ title: t('bulk.deactivate'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      setDialog(null);
    },
  });

  const rows = list.data?.data ?? [];
  const Listing = phone ? CustomerCards : CustomerTable;
  const selectedIds = [...selected];
  const activeSelected = rows.filter((customer) => selected.has(customer.id) && customer.is_active).map((customer) => customer.id);
  const areaList = areas.data ?? [];
  const employeeList = employees.data ?? [];
  const filtered = hasFilters(params);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const addCustomer = async (values: Parameters<typeof toCustomerInput>[0]) => {
    try {
      const response = await create.mutateAsync({ plantId, customer: toCustomerInput(values) });
      toast({ title: t('form.created'), description: `${response.data.code} · ${response.data.name}`, variant: 'success' });
      // Staying on the list keeps adding one customer after another quick; the name links to the new one.
      setDialog(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === ERROR_CODES.customerLimitExceeded) {
        toast({ title: t('form.limitExceeded'), description: failure.message, variant: 'error', durationMs: 5000 });
      } else if (!(failure instanceof ApiError && failure.errors && Object.keys(failure.errors).length > 0)) {
        toast({ title: t('form.saveFailed'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      }
      throw failure;
    }
  };

  const select = (
    id: string,
    label: string,
    value: string,
    options: Array<{ value: string; label: string }>,
    onChange: (value: string) => void,
  ) => (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      // Until the options load, an id from the URL has nothing to show; the filter still applies.
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 150 }, flexGrow: { xs: 1, sm: 0 } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        spacing={1.5}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} component={RouterLink} to={IMPORT_PATH}>
              {t('list.import')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {t('list.add')}
            </Button>
          </Stack>
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={t('filters.label')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
          <SearchBox
            value={params.search}
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            onSearch={(search) => update({ search }, { replace: true })}
          />
          {select(
            'filter-area',
            t('filters.area'),
            params.area ? String(params.area) : '',
            areaList.map((area) => ({ value: String(area.id), label: area.name })),
            (value) => update({ area: value ? Number(value) : undefined }),
          )}
          {select(
            'filter-rider',
            t('filters.rider'),
            params.rider ? String(params.rider) : '',
            employeeList.map((employee) => ({ value: String(employee.id), label: employee.name })),
            (value) => update({ rider: value ? Number(value) : undefined }),
          )}
          {select(
            'filter-status',
            t('filters.status'),
            params.status ?? '',
            (['active', 'paused', 'inactive'] as const).map((status) => ({ value: status, label: tc(`status.${status}`) })),
            (value) => update({ status: (value || undefined) as CustomerStatus | undefined }),
          )}
          {select(
            'filter-balance',
            t('filters.balance'),
            params.balance ?? '',
            [
              { value: 'owing', label: t('filters.owing') },
              { value: 'advance', label: t('filters.advance') },
              { value: 'over_limit', label: t('filters.overLimit') },
            ],
            (value) => update({ balance: (value || undefined) as BalanceFilter | undefined }),
          )}
          {filtered && (
            <Button size="small" onClick={clearFilters}>
              {t('list.clearFilters')}
            </Button>
          )}
        </Stack>
      </Paper>

      {selected.size > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 1, bgcolor: 'action.selected' }}
          role="region"
          aria-label={t('bulk.selected', { count: selected.size })}
        >
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography fontWeight={600} sx={{ px: 1 }}>
              {t('bulk.selected', { count: selected.size })}
            </Typography>
            <Button size="small" variant="contained" startIcon={<DriveFileMoveIcon />} onClick={() => setDialog('move')}>
              {t('bulk.move')}
            </Button>
            <Button size="small" color="error" variant="outlined" startIcon={<PersonOffIcon />} onClick={() => setDialog('deactivate')}>
              {t('bulk.deactivate')}
            </Button>
            <Button size="small" onClick={() => setSelected(new Set())}>
              {t('bulk.clear')}
            </Button>
          </Stack>
        </Paper>
      )}

      {list.isPending && <PageLoading text={t('list.loading')} />}
      {list.isError && !list.data && <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.total === 0 && !filtered && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
              <Typography variant="h6" component="h2">
                {t('list.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">{t('list.emptyText')}</Typography>
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent="center">
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
                  {t('list.add')}
                </Button>
                <Button variant="outlined" startIcon={<UploadFileIcon />} component={RouterLink} to={IMPORT_PATH}>
                  {t('list.import')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
      {list.data && list.data.total === 0 && filtered && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={clearFilters}>
              {t('list.clearFilters')}
            </Button>
          }
        >
          <strong>{t('list.noMatchesTitle')}</strong> {t('list.noMatchesText')}
        </Alert>
      )}
      {list.data && list.data.total > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
          {list.isError && <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
          <Listing
            list={list.data}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const customer of rows) {
                  if (all) next.add(customer.id);
                  else next.delete(customer.id);
                }
                return next;
              })
            }
          />
          <ListPagination
            total={list.data.total}
            page={list.data.current_page}
            perPage={list.data.per_page}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
            itemLabel={(type) => t(`paging.${type}`)}
          />
        </Paper>
      )}

      <CustomerFormDialog
        open={dialog === 'add'}
        areas={areaList}
        employees={employeeList}
        defaultRate={defaultRate}
        products={products.data}
        busy={create.isPending}
        onClose={() => setDialog(null)}
        onSubmit={addCustomer}
      />
      <MoveCustomersDialog
        open={dialog === 'move'}
        customerIds={selectedIds}
        areas={areaList}
        employees={employeeList}
        busy={move.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(input) => move.mutate({ plantId, move: input })}
      />
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={t('bulk.deactivateTitle')}
        text={activeSelected.length > 0 ? t('bulk.deactivateText', { count: activeSelected.length }) : t('bulk.nothingActive')}
        confirmLabel={t('bulk.deactivate')}
        busy={deactivate.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => (activeSelected.length > 0 ? deactivate.mutate({ plantId, ids: activeSelected }) : setDialog(null))}
      />
    </Stack>
  );
}
