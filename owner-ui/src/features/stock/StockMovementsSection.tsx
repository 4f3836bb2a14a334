import { Alert, Box, LinearProgress, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/DateRangeFields';
import { LoadError } from '../../components/ScreenStates';
import { useSearchPatch } from '../../lib/search-patch';
import { PageLoading } from '../../shell/PageLoading';
import { useStockMovements, type StockRange } from './api';
import { MovementDays } from './MovementDays';
import { StockRecords } from './StockRecords';
import { formatStockDay } from './stockNames';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days asked for, kept in the address (`from`, `to`); an absent end is the server's (the last 30 days). */
function useRange(): [StockRange, (patch: { from: string } | { to: string }) => void] {
  const [search, patch] = useSearchPatch();
  const day = (key: 'from' | 'to') => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return [{ from: day('from'), to: day('to') }, patch];
}

/**
 * How the containers moved over some days (the last 30 by default): each day's movements per
 * product, then the plant's own purchases, write-offs and counts with their notes and costs.
 */
export function StockMovementsSection({ plantId, productName }: { plantId: number; productName(productId: number): string }) {
  const { t } = useTranslation(['stock', 'common']);
  const headingId = useId();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [range, setRange] = useRange();
  const badRange = Boolean(range.from && range.to && range.from > range.to);
  const movements = useStockMovements(plantId, range, !badRange);
  const data = movements.data;

  let body;
  if (badRange) body = <Alert severity="warning">{t('movements.badRange')}</Alert>;
  else if (movements.isPending) body = <PageLoading text={t('movements.loading')} />;
  else if (movements.isError && !data)
    body = <LoadError title={t('movements.loadFailed')} error={movements.error} onRetry={() => void movements.refetch()} />;
  else if (data && data.days.length === 0 && data.records.length === 0)
    body = (
      <Alert severity="info" data-testid="stock-movements-empty">
        {t('movements.empty', { from: formatStockDay(data.from), to: formatStockDay(data.to) })}
      </Alert>
    );
  else if (data)
    body = (
      <Stack spacing={2}>
        {movements.isError && (
          <LoadError title={t('movements.loadFailed')} error={movements.error} onRetry={() => void movements.refetch()} />
        )}
        {data.days.length > 0 && (
          <Box>
            <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ mb: 1 }}>
              {t('movements.daysTitle')}
            </Typography>
            <MovementDays days={data.days} productName={productName} compact={compact} />
          </Box>
        )}
        <Box>
          <Typography variant="subtitle1" component="h3" fontWeight={700}>
            {t('movements.recordsTitle')}
          </Typography>
          {data.records.length > 0 ? (
            <StockRecords records={data.records} productName={productName} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {t('movements.noRecords')}
            </Typography>
          )}
        </Box>
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('movements.title')}
          </Typography>
          <Stack direction="row" spacing={1} role="group" aria-label={t('movements.rangeLabel')} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
            <DateRangeFields
              from={range.from ?? data?.from ?? ''}
              to={range.to ?? data?.to ?? ''}
              fromLabel={t('movements.from')}
              toLabel={t('movements.to')}
              onChange={setRange}
            />
          </Stack>
        </Stack>
        <Box sx={{ height: 4 }}>
          {movements.isFetching && !movements.isPending && <LinearProgress aria-label={t('common:states.loading')} />}
        </Box>
        {body}
      </Stack>
    </Paper>
  );
}
