import { TableCell, TableHead, TableRow } from '@mui/material';
import { FIRST_PRODUCT_ID } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnProduct, type Column, type SheetLayout } from './sheet-columns';
import { productName } from './sheet-products';

/** Each column's width (px); the table is laid out from these, not from its content. */
const COLUMN_WIDTHS: Record<string, number> = {
  customer: 180,
  previousBalance: 104,
  cansOut: 72,
  delivered: 88,
  returned: 88,
  rate: 64,
  collected: 88,
  method: 104,
  status: 100,
  note: 150,
  amount: 96,
  balance: 112,
  state: 118,
};
/** A product's cell on a sheet of several products: narrower, as there are more of them. */
const PRODUCT_CELL_WIDTH = 80;

/**
 * The customer column, set off by a rule. Not sticky: measured on 150 rows in Chromium, sticky cells
 * more than double the paint of a keystroke, and speed on a cheap phone comes first.
 */
export const CUSTOMER_CELL = { borderRight: 1, borderRightColor: 'divider' } as const;

/** Every column of the table, left to right: the customer's figures, the editable cells, the row's results. */
export const sheetHeaders = (layout: SheetLayout): string[] => [
  'customer',
  'previousBalance',
  'cansOut',
  ...layout.columns,
  'amount',
  'balance',
  'state',
];

const widthOf = (header: string, multi: boolean) =>
  multi && columnProduct(header as Column) ? PRODUCT_CELL_WIDTH : (COLUMN_WIDTHS[header] ?? PRODUCT_CELL_WIDTH);

export const tableWidth = (layout: SheetLayout) => sheetHeaders(layout).reduce((sum, header) => sum + widthOf(header, layout.multi), 0);

export type ColumnLabels = Record<string, string>;

/**
 * What each column is called, in a cell's spoken name and the header: with several products a
 * product's cells name the product ("6 L bottle, delivered") and the rate is product 1's.
 */
export function useColumnLabels(layout: SheetLayout): ColumnLabels {
  const { t, i18n } = useTranslation('dailyEntries');
  const language = i18n.language;
  return useMemo(() => {
    const names = new Map(layout.products.map((product) => [product.id, productName(product, language)]));
    const labels: ColumnLabels = {};
    for (const header of sheetHeaders(layout)) {
      const product = layout.multi ? columnProduct(header as Column) : null;
      if (product) {
        labels[header] = t(product.side === 'delivered' ? 'columns.productDelivered' : 'columns.productReturned', {
          product: names.get(product.productId) ?? '',
        });
      } else if (layout.multi && header === 'rate') {
        labels[header] = t('columns.productRate', { product: names.get(FIRST_PRODUCT_ID) ?? '' });
      } else {
        labels[header] = t(`columns.${header as 'customer'}`);
      }
    }
    return labels;
  }, [layout, language, t]);
}

const RIGHT_ALIGNED = new Set<string>(['previousBalance', 'cansOut', 'delivered', 'returned', 'rate', 'collected', 'amount', 'balance']);
const HEAD_CELL = { fontWeight: 600, lineHeight: 1.2, px: 1 } as const;

/**
 * The column widths and the header. One product: one row of names, as the sheet always was.
 * Several: each product's name over its Delivered / Returned pair, the other columns spanning both rows.
 */
export function SheetHead({ layout, labels }: { layout: SheetLayout; labels: ColumnLabels }) {
  const { t, i18n } = useTranslation('dailyEntries');
  const headers = sheetHeaders(layout);
  const cell = (header: string, rowSpan?: number) => (
    <TableCell
      key={header}
      rowSpan={rowSpan}
      align={RIGHT_ALIGNED.has(header) || columnProduct(header as Column) ? 'right' : 'left'}
      sx={{ ...HEAD_CELL, ...(header === 'customer' ? CUSTOMER_CELL : {}) }}
    >
      {labels[header]}
    </TableCell>
  );
  const colgroup = (
    <colgroup>
      {headers.map((header) => (
        <col key={header} style={{ width: widthOf(header, layout.multi) }} />
      ))}
    </colgroup>
  );
  if (!layout.multi) {
    return (
      <>
        {colgroup}
        <TableHead>
          <TableRow>{headers.map((header) => cell(header))}</TableRow>
        </TableHead>
      </>
    );
  }
  const productColumns = layout.columns.filter((column) => columnProduct(column));
  return (
    <>
      {colgroup}
      <TableHead>
        <TableRow>
          {headers
            .slice(0, 3)
            .map((header) => cell(header, 2))
            .concat(
              layout.products.map((product) => (
                <TableCell
                  key={`product-${product.id}`}
                  colSpan={product.returnable ? 2 : 1}
                  align="center"
                  data-testid="product-header"
                  sx={{ ...HEAD_CELL, borderBottom: 0, pb: 0 }}
                >
                  {productName(product, i18n.language)}
                </TableCell>
              )),
            )
            .concat(headers.slice(3 + productColumns.length).map((header) => cell(header, 2)))}
        </TableRow>
        <TableRow>
          {productColumns.map((column) => (
            <TableCell key={column} align="right" sx={HEAD_CELL}>
              {t(columnProduct(column)?.side === 'returned' ? 'columns.returned' : 'columns.delivered')}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
    </>
  );
}
