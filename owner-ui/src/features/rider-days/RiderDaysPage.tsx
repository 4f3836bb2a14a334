import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPkr, type Product, type RiderDay } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { useRiderDays, type RiderDayFilters } from '../../api/rider-days/rider-days';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { CloseDayDialog } from './CloseDayDialog';
import { DateRangeFields } from '../../components/DateRangeFields';
import { useSearchPatch } from '../../lib/search-patch';
import { plantDaysAgo } from '../daily-entries/plant-day';
import { useProducts } from '../products/api';
import { closeProductName, differenceWording } from '../rider/day-close-products';

const signed = (value: number | null, format: (n: number) => string) =>
  value === null ? '–' : value > 0 ? `+${format(value)}` : format(value);
const tone = (value: number | null) => (value ? (value < 0 ? 'error.main' : 'success.main') : undefined);

export default function RiderDaysPage() {
  const { t } = useTranslation('riderDays');
  return (
    <SelectedPlantPage loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <RiderDaysScreen plantId={plant.id} />}
    </SelectedPlantPage>
  );
}

/** Range, status and rider live in the URL, so a reload or a shared link shows the same days. */
function useFilters(): [RiderDayFilters, (change: Partial<Record<keyof RiderDayFilters, string>>) => void] {
  const [params, patch] = useSearchPatch();
  const { selectedPlant } = usePlants();
  const status = params.get('status');
  const rider = Number(params.get('employee_id'));
  const filters: RiderDayFilters = {
    from: params.get('from') ?? plantDaysAgo(selectedPlant, 6),
    to: params.get('to') ?? plantDaysAgo(selectedPlant, 0),
    ...(status === 'unclosed' || status === 'closed' ? { status } : {}),
    ...(rider > 0 ? { employee_id: rider } : {}),
  };
  const change = (update: Partial<Record<keyof RiderDayFilters, string>>) => patch(update);
  return [filters, change];
}

function RiderDaysScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation('riderDays');
  const [filters, change] = useFilters();
  const days = useRiderDays(plantId, filters);
  const employees = useQuery(employeesQueryOptions(plantId));
  // The names of the products counted at the closes, and what the close dialog asks.
  const products = useProducts(plantId).data;
  const [closing, setClosing] = useState<RiderDay | null>(null);
  const riders = employees.data ?? [];

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <DateRangeFields from={filters.from} to={filters.to} fromLabel={t('filters.from')} toLabel={t('filters.to')} onChange={change} />
        <TextField
          select
          label={t('filters.status')}
          value={filters.status ?? ''}
          onChange={(e) => change({ status: e.target.value })}
          size="small"
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          <MenuItem value="unclosed">{t('filters.unclosed')}</MenuItem>
          <MenuItem value="closed">{t('filters.closed')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('filters.rider')}
          value={filters.employee_id ? String(filters.employee_id) : ''}
          onChange={(e) => change({ employee_id: e.target.value })}
          size="small"
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('filters.allRiders')}</MenuItem>
          {riders.map((rider) => (
            <MenuItem key={rider.id} value={String(rider.id)}>
              {rider.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {days.isFetching && <LinearProgress aria-label={t('page.loading')} />}
      {days.isPending ? (
        <PageLoading text={t('page.loading')} />
      ) : days.isError ? (
        <LoadError title={t('page.loadFailed')} error={days.error} onRetry={() => void days.refetch()} />
      ) : days.data.days.length === 0 ? (
        <Alert severity="info">{t('page.empty')}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('page.tableLabel')}>
            <TableHead>
              <TableRow>
                {(
                  [
                    'date',
                    'rider',
                    'entries',
                    'expectedCash',
                    'handedOver',
                    'difference',
                    'cans',
                    'expectedBack',
                    'returned',
                    'cansDifference',
                    'status',
                    'actions',
                  ] as const
                ).map((column) => (
                  <TableCell key={column} align={['date', 'rider', 'status', 'actions'].includes(column) ? 'left' : 'right'}>
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {days.data.days.map((day) => (
                <TableRow key={`${day.employee_id}-${day.date}`} data-testid="rider-day-row" data-closed={day.closed}>
                  <TableCell>{day.date}</TableCell>
                  <TableCell>{day.employee_name ?? `#${day.employee_id}`}</TableCell>
                  <TableCell align="right">{day.entries}</TableCell>
                  <TableCell align="right">{formatPkr(day.expected_cash)}</TableCell>
                  <TableCell align="right">{day.cash_handed_over === null ? '–' : formatPkr(day.cash_handed_over)}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ color: tone(day.difference), fontWeight: day.difference ? 700 : undefined }}>
                      {signed(day.difference, formatPkr)}
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    {day.cans_delivered} / {day.cans_returned}
                  </TableCell>
                  <TableCell align="right">{day.expected_cans_back ?? '–'}</TableCell>
                  <TableCell align="right">{day.cans_returned_to_plant ?? '–'}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ color: day.cans_difference ? 'error.main' : undefined }}>
                      {signed(day.cans_difference, String)}
                    </Box>
                    <ProductDifferences day={day} products={products} />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={day.closed ? 'success' : 'warning'}
                      label={
                        day.closed ? (day.closes > 1 ? t('status.corrected', { count: day.closes }) : t('status.closed')) : t('status.open')
                      }
                    />
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setClosing(day)}>
                      {day.closed ? t('close.correct') : t('close.action')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {closing && <CloseDayDialog plantId={plantId} day={closing} products={products} onClose={() => setClosing(null)} />}
    </Stack>
  );
}

/** Each other product counted at the day's close, under the cans' difference: "5 L jar: 1 not back". */
function ProductDifferences({ day, products }: { day: RiderDay; products: readonly Product[] | undefined }) {
  const { t, i18n } = useTranslation('riderDays');
  return day.products.map(({ product_id, difference }) => {
    const product = products?.find((each) => each.id === product_id);
    const name = closeProductName(
      { id: product_id, name: product?.name ?? '', name_ur: product?.name_ur ?? null },
      i18n.language,
      t('products.unnamed', { id: product_id }),
    );
    const { key, count } = differenceWording(difference);
    return (
      <Box
        key={product_id}
        data-testid="rider-day-product-difference"
        data-product-id={product_id}
        sx={{ color: difference ? 'error.main' : 'text.secondary', fontWeight: difference ? 700 : undefined, whiteSpace: 'nowrap' }}
      >
        {name}: {t(`products.${key}`, { count })}
      </Box>
    );
  });
}
