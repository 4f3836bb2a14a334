import { TableBody, TableCell, TableRow, type Theme } from '@mui/material';
import { formatMoney, formatNumber } from '@paani/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridTotals } from './EntryGrid';
import { columnProduct, type Column, type SheetLayout } from './sheet-columns';
import { CUSTOMER_CELL } from './SheetHead';

const TOTALS_BG = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[200]);

/**
 * The day's totals under the sheet, each under its column: the cans of each product (product 1's
 * are `total-delivered` and `total-returned`, as with one product), the money collected and the amount.
 */
export function SheetTotalsRow({ layout, totals }: { layout: SheetLayout; totals: GridTotals }) {
  const { t } = useTranslation('dailyEntries');
  const figure = (column: Column): ReactNode => {
    if (column === 'collected') return formatMoney(totals.collected);
    const product = columnProduct(column);
    if (!product) return null;
    if (!layout.multi) return formatNumber(product.side === 'delivered' ? totals.cans_delivered : totals.cans_returned);
    return formatNumber(totals.products?.[product.productId]?.[product.side] ?? 0);
  };
  return (
    <TableBody>
      <TableRow data-testid="sheet-totals" sx={{ bgcolor: TOTALS_BG, '& td, & th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
        <TableCell component="th" scope="row" sx={CUSTOMER_CELL}>
          {t('grid.totals')}
        </TableCell>
        <TableCell colSpan={2} />
        {layout.columns.map((column) => {
          const value = figure(column);
          return value === null ? (
            <TableCell key={column} />
          ) : (
            <TableCell key={column} align="right" data-testid={`total-${column}`}>
              {value}
            </TableCell>
          );
        })}
        <TableCell align="right" data-testid="total-amount">
          {formatMoney(totals.amount)}
        </TableCell>
        <TableCell colSpan={2} />
      </TableRow>
    </TableBody>
  );
}
