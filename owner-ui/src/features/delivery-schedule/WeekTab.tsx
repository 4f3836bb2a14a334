import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
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
  Typography,
} from '@mui/material';
import type { DueCustomerRow, Product } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../api/areas/get-areas';
import { useDeliverySchedule } from '../../api/schedules/get-delivery-schedule';
import { useDeliveryWeek } from '../../api/schedules/get-delivery-week';
import { LoadError } from '../../components/ScreenStates';
import { formatDay } from '../customers/display';
import { useProducts } from '../products/api';
import { addDays } from './scheduleForm';
import { otherDueWords } from './scheduleSummary';
import { mirrorInRtl } from '../../components/mirror';

/**
 * Seven days from a start (the plant's today at first): customers and cans due on each, holidays
 * marked; choosing a day lists who is due on it, in route order.
 */
export function WeekTab({
  plantId,
  today,
  start,
  day,
  areaId,
  onChange,
}: {
  plantId: number;
  today: string;
  start: string;
  day: string | null;
  areaId?: number;
  onChange(changes: { start?: string; day?: string | null; areaId?: number | null }): void;
}) {
  const { t } = useTranslation('deliverySchedule');
  const areas = useAreas(plantId);
  const week = useDeliveryWeek(plantId, { start, area_id: areaId });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} flexWrap="wrap" useFlexGap>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            variant="outlined"
            startIcon={<ChevronLeftIcon sx={mirrorInRtl} />}
            onClick={() => onChange({ start: addDays(start, -7), day: null })}
          >
            {t('week.previous')}
          </Button>
          <Button
            variant="outlined"
            endIcon={<ChevronRightIcon sx={mirrorInRtl} />}
            onClick={() => onChange({ start: addDays(start, 7), day: null })}
          >
            {t('week.next')}
          </Button>
          {start !== today && <Button onClick={() => onChange({ start: today, day: null })}>{t('week.thisWeek')}</Button>}
        </Stack>
        <TextField
          type="date"
          size="small"
          id="week-start"
          label={t('week.start')}
          value={start}
          onChange={(event) => event.target.value && onChange({ start: event.target.value, day: null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          id="week-area"
          label={t('routes.area')}
          value={areaId ? String(areaId) : ''}
          onChange={(event) => onChange({ areaId: event.target.value ? Number(event.target.value) : null })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('routes.allAreas')}</MenuItem>
          {(areas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={String(area.id)}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {week.isPending ? (
        <LinearProgress aria-label={t('week.loading')} />
      ) : week.isError ? (
        <LoadError title={t('week.loadFailed')} error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <Card variant="outlined" component="section" aria-labelledby="week-title">
          <CardContent>
            <Typography variant="h6" component="h2" id="week-title" gutterBottom>
              {t('week.title')}
            </Typography>
            {week.isFetching && <LinearProgress aria-hidden sx={{ mb: 1, height: 2 }} />}
            <Box
              component="ol"
              aria-label={t('week.title')}
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' },
              }}
            >
              {week.data.days.map((d) => {
                const chosen = d.date === day;
                return (
                  <li key={d.date}>
                    <ButtonBase
                      onClick={() => onChange({ day: chosen ? null : d.date })}
                      aria-pressed={chosen}
                      aria-label={t('week.showDay', { date: formatDay(d.date) })}
                      data-testid={`week-day-${d.date}`}
                      sx={{ width: '100%', borderRadius: 1, display: 'block', textAlign: 'left' }}
                    >
                      <Paper
                        variant="outlined"
                        sx={{
                          p: 1.5,
                          borderColor: chosen ? 'primary.main' : undefined,
                          borderWidth: chosen ? 2 : 1,
                          bgcolor: d.is_holiday ? 'action.hover' : undefined,
                        }}
                      >
                        <Typography variant="body2" color="text.secondary">
                          {t(`weekdays.${d.weekday}`)} · {formatDay(d.date)}
                        </Typography>
                        {d.is_holiday ? (
                          <Typography fontWeight={700} color="warning.main">
                            {t('week.holiday')}
                          </Typography>
                        ) : (
                          <>
                            <Typography variant="h5" component="p" fontWeight={700} data-testid={`week-cans-${d.date}`}>
                              {t('week.cans', { count: d.cans })}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t('week.customers', { count: d.customers })}
                            </Typography>
                          </>
                        )}
                      </Paper>
                    </ButtonBase>
                  </li>
                );
              })}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('week.total', { cans: week.data.totals.cans, customers: week.data.totals.customers })}
            </Typography>
          </CardContent>
        </Card>
      )}
      {day && <DueList plantId={plantId} date={day} areaId={areaId} />}
    </Stack>
  );
}

function DueList({ plantId, date, areaId }: { plantId: number; date: string; areaId?: number }) {
  const { t } = useTranslation('deliverySchedule');
  const due = useDeliverySchedule(plantId, { date, area_id: areaId });
  const products = useProducts(plantId).data ?? NO_PRODUCTS;
  const title = t('week.dayTitle', { date: formatDay(date) });
  if (due.isPending) return <LinearProgress aria-label={title} />;
  if (due.isError) return <LoadError title={t('week.dayLoadFailed')} error={due.error} onRetry={() => void due.refetch()} />;
  const { customers, holiday } = due.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="due-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="due-title" gutterBottom>
          {title}
        </Typography>
        {holiday ? (
          <Alert severity="warning">{t('week.holidayDay', { reason: holiday.reason ? ` (${holiday.reason})` : '' })}</Alert>
        ) : customers.length === 0 ? (
          <Alert severity="info">{t('week.nobodyDue')}</Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('week.columns.stop')}</TableCell>
                  <TableCell>{t('week.columns.customer')}</TableCell>
                  <TableCell>{t('week.columns.area')}</TableCell>
                  <TableCell>{t('week.columns.rider')}</TableCell>
                  <TableCell>{t('week.columns.schedule')}</TableCell>
                  <TableCell align="right">{t('week.columns.cans')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {customers.map((row, index) => (
                  <DueRow key={row.customer_id} row={row} stop={index + 1} products={products} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

const NO_PRODUCTS: Product[] = [];

/** A customer due on the day: their cans, and below them what else their schedule's lines bring that day. */
function DueRow({ row, stop, products }: { row: DueCustomerRow; stop: number; products: readonly Product[] }) {
  const { t, i18n } = useTranslation('deliverySchedule');
  const others = otherDueWords(row.items, products, t, i18n.language);
  return (
    <TableRow>
      <TableCell>{stop}</TableCell>
      <TableCell>
        {row.name}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {row.code}
        </Typography>
      </TableCell>
      <TableCell>{row.area_name}</TableCell>
      <TableCell>{row.employee_name ?? '—'}</TableCell>
      <TableCell>
        {t(`kinds.${row.schedule.kind}`)}
        {row.schedule.kind === 'weekdays' && ` (${row.schedule.days.map((d) => t(`weekdays.${d}`)).join(', ')})`}
      </TableCell>
      <TableCell align="right">
        {row.quantity}
        {others && (
          <Typography variant="body2" color="text.secondary" data-testid={`due-others-${row.customer_id}`}>
            {others}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
