import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
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
import { formatMoney, formatNumber, type DailyEntry, type DeliveryStatus } from '@paani/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination, PER_PAGE_OPTIONS } from '../../components/ListPagination';
import { Link as RouterLink } from 'react-router-dom';
import { useDailyEntries } from '../../api/daily-entries/get-entries';
import type { EntryListQuery } from '../../api/daily-entries/keys';
import { LoadError } from '../../components/ScreenStates';
import { PageLoading } from '../../shell/AppShell';
import { formatDay } from '../customers/display';
import { DELIVERY_STATUSES } from './grid-model';

/** The day's saved entries (the filters of the sheet), paged, with totals over every match and Reverse on each. */
export function EntriesList({
  plantId,
  filters,
  onReverse,
}: {
  plantId: number;
  filters: Pick<EntryListQuery, 'date' | 'area_id' | 'employee_id'>;
  onReverse(entry: DailyEntry): void;
}) {
  const { t } = useTranslation('dailyEntries');
  const { t: tc } = useTranslation();
  const [status, setStatus] = useState<DeliveryStatus | 'reversed' | ''>('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PER_PAGE_OPTIONS[0]);
  useEffect(() => setPage(1), [filters.date, filters.area_id, filters.employee_id, status, perPage]);
  const list = useDailyEntries(plantId, { ...filters, status: status || undefined, page, per_page: perPage });

  return (
    <Stack spacing={1.5}>
      <TextField
        id="entries-status"
        select
        size="small"
        label={t('list.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as DeliveryStatus | 'reversed' | '')}
        sx={{ width: 200 }}
      >
        <MenuItem value="">{t('list.allStatuses')}</MenuItem>
        {DELIVERY_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`statuses.${option}`)}
          </MenuItem>
        ))}
        <MenuItem value="reversed">{t('list.reversed')}</MenuItem>
      </TextField>
      {list.isPending && <PageLoading text={t('list.loading')} />}
      {list.isError && !list.data && <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <Box>
          <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={t('list.label')} sx={{ minWidth: 980 }}>
              <TableHead>
                <TableRow>
                  {(
                    [
                      'date',
                      'code',
                      'customer',
                      'rider',
                      'delivered',
                      'returned',
                      'rate',
                      'amount',
                      'collected',
                      'method',
                      'status',
                      'note',
                      'state',
                    ] as const
                  ).map((column) => (
                    <TableCell
                      key={column}
                      align={['delivered', 'returned', 'rate', 'amount', 'collected'].includes(column) ? 'right' : 'left'}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {column === 'date' ? t('toolbar.date') : column === 'rider' ? t('list.rider') : t(`columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={13}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                        {t('list.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {list.data.data.map((entry) => {
                  const reversed = entry.reversed_by !== null;
                  const cell = (content: string) => (reversed ? <s>{content}</s> : content);
                  return (
                    <TableRow
                      key={entry.id}
                      data-testid="entry-row"
                      data-reversed={reversed ? 'true' : undefined}
                      sx={{ color: reversed ? 'text.disabled' : undefined }}
                    >
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{cell(formatDay(entry.date))}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.customer_code}</TableCell>
                      <TableCell>
                        <RouterLink to={`/filter-owner/customers/${entry.customer_id}`}>{entry.customer_name}</RouterLink>
                      </TableCell>
                      <TableCell>{entry.employee_name ?? ''}</TableCell>
                      <TableCell align="right">{cell(formatNumber(entry.cans_delivered))}</TableCell>
                      <TableCell align="right">{cell(formatNumber(entry.cans_returned))}</TableCell>
                      <TableCell align="right">{cell(formatNumber(entry.rate))}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {cell(formatMoney(entry.amount))}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {cell(formatMoney(entry.collected))}
                      </TableCell>
                      <TableCell>{t(`methods.${entry.payment_method}`)}</TableCell>
                      <TableCell>{t(`statuses.${entry.status}`)}</TableCell>
                      <TableCell sx={{ minWidth: 120 }}>{entry.note ?? ''}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {reversed ? (
                          <Chip
                            size="small"
                            label={
                              entry.reversal_reason ? t('list.reversedBecause', { reason: entry.reversal_reason }) : t('list.reversed')
                            }
                          />
                        ) : (
                          <Button
                            size="small"
                            color="error"
                            startIcon={<UndoIcon />}
                            onClick={() => onReverse(entry)}
                            aria-label={t('reverse.label', { name: entry.customer_name, date: formatDay(entry.date) })}
                          >
                            {t('reverse.action')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableBody>
                <TableRow
                  data-testid="entries-totals"
                  sx={{ bgcolor: 'action.selected', '& td': { fontWeight: 700, whiteSpace: 'nowrap' } }}
                >
                  <TableCell colSpan={4}>{t('list.totals', { count: list.data.totals.entries })}</TableCell>
                  <TableCell align="right">{formatNumber(list.data.totals.cans_delivered)}</TableCell>
                  <TableCell align="right">{formatNumber(list.data.totals.cans_returned)}</TableCell>
                  <TableCell />
                  <TableCell align="right">{formatMoney(list.data.totals.amount)}</TableCell>
                  <TableCell align="right">{formatMoney(list.data.totals.collected)}</TableCell>
                  <TableCell colSpan={4} />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination total={list.data.total} page={list.data.current_page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} />
        </Box>
      )}
    </Stack>
  );
}
