import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { StockDay } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { formatSigned, formatStockDay } from './stockNames';

export interface MovementDaysProps {
  days: StockDay[];
  /** A product's name in the reader's language. */
  productName(productId: number): string;
  /** Cards instead of a table (a phone). */
  compact: boolean;
}

type Figure = 'delivered' | 'returned' | 'purchased' | 'writtenOff' | 'countDifference' | 'lostAtCustomers';

const FIGURES: { key: Figure; value(day: StockDay): string }[] = [
  { key: 'delivered', value: (day) => formatNumber(day.delivered) },
  { key: 'returned', value: (day) => formatNumber(day.returned) },
  { key: 'purchased', value: (day) => formatNumber(day.purchased) },
  { key: 'writtenOff', value: (day) => formatNumber(day.written_off) },
  { key: 'countDifference', value: (day) => formatSigned(day.count_difference) },
  { key: 'lostAtCustomers', value: (day) => formatNumber(day.lost_at_customers) },
];

/** Each day's movements of each product, newest first: a table on a wide screen, a card a day and product on a phone. */
export function MovementDays({ days, productName, compact }: MovementDaysProps) {
  const { t } = useTranslation('stock');
  if (compact)
    return (
      <Stack spacing={1} component="ul" aria-label={t('movements.daysLabel')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {days.map((day) => (
          <Card key={`${day.date}-${day.product_id}`} component="li" variant="outlined" data-testid="stock-day">
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                {formatStockDay(day.date)} · {productName(day.product_id)}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
              >
                {FIGURES.map(({ key, value }) => (
                  <Stack key={key} direction="row" justifyContent="space-between" spacing={1}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`movements.columns.${key}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" fontWeight={600} sx={{ m: 0 }}>
                      {value(day)}
                    </Typography>
                  </Stack>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={t('movements.daysLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('movements.columns.date')}</TableCell>
            <TableCell>{t('movements.columns.product')}</TableCell>
            {FIGURES.map(({ key }) => (
              <TableCell key={key} align="right">
                {t(`movements.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={`${day.date}-${day.product_id}`} data-testid="stock-day">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatStockDay(day.date)}</TableCell>
              <TableCell>{productName(day.product_id)}</TableCell>
              {FIGURES.map(({ key, value }) => (
                <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {value(day)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
