import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import type { StockRecord } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPkr } from '../../lib/format';
import { formatSigned, formatStockDay } from './stockNames';

const KIND_COLORS = { purchase: 'success', lost: 'error', damaged: 'warning', count: 'info' } as const;

/** The plant's own records, newest first: purchases with their cost in PKR, write-offs and counts, each with its note. */
export function StockRecords({ records, productName }: { records: StockRecord[]; productName(productId: number): string }) {
  const { t } = useTranslation('stock');
  const what = (record: StockRecord) => {
    const count = formatNumber(record.quantity);
    if (record.kind === 'purchase') return t('movements.purchased', { number: count, cost: formatPkr(record.cost ?? 0) });
    if (record.kind !== 'count') return t('movements.writtenOff', { number: count });
    const counted = formatNumber(record.counted ?? 0);
    return record.quantity === 0
      ? t('movements.countedSame', { counted })
      : t('movements.counted', { counted, difference: formatSigned(record.quantity) });
  };
  return (
    <List disablePadding aria-label={t('movements.recordsLabel')}>
      {records.map((record) => (
        <ListItem key={record.id} divider data-testid="stock-record" data-kind={record.kind} sx={{ display: 'block', px: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Chip size="small" variant="outlined" color={KIND_COLORS[record.kind]} label={t(`movements.kinds.${record.kind}`)} />
            <Typography variant="body2" color="text.secondary">
              {formatStockDay(record.date)} · {productName(record.product_id)}
            </Typography>
          </Stack>
          <Typography fontWeight={600} sx={{ mt: 0.5 }}>
            {what(record)}
          </Typography>
          {record.note && (
            <Box component="p" sx={{ m: 0, overflowWrap: 'anywhere', color: 'text.secondary' }}>
              {record.note}
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
