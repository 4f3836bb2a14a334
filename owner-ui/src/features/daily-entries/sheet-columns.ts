import { FIRST_PRODUCT_ID, type SheetProduct } from '@paani/contracts';
import { isMultiProduct } from './sheet-products';

/** The sheet's editable columns with one product, left to right: the order arrow keys and Tab move through. */
export const COLUMNS = ['delivered', 'returned', 'rate', 'collected', 'method', 'status', 'note'] as const;
export type BaseColumn = (typeof COLUMNS)[number];
/**
 * A product's own cell, of a product other than 1 (`delivered:2`). Product 1 keeps `delivered` and
 * `returned`, so a one-product sheet is the sheet as it always was.
 */
export type ProductColumn = `delivered:${number}` | `returned:${number}`;
export type Column = BaseColumn | ProductColumn;
export type TextColumn = Exclude<Column, 'method' | 'status'>;
export type ColumnKind = 'cans' | 'money' | 'choice' | 'text';

/** What a cell holds: whole cans, money (2 decimals), a choice or free text. */
export const COLUMN_KIND: Record<BaseColumn, ColumnKind> = {
  delivered: 'cans',
  returned: 'cans',
  rate: 'money',
  collected: 'money',
  method: 'choice',
  status: 'choice',
  note: 'text',
};

export const columnKind = (column: Column): ColumnKind => (column in COLUMN_KIND ? COLUMN_KIND[column as BaseColumn] : 'cans');

export const deliveredColumn = (productId: number): Column => (productId === FIRST_PRODUCT_ID ? 'delivered' : `delivered:${productId}`);
export const returnedColumn = (productId: number): Column => (productId === FIRST_PRODUCT_ID ? 'returned' : `returned:${productId}`);

/** The product and side of a product's cell; null for the other columns. */
export function columnProduct(column: Column): { productId: number; side: 'delivered' | 'returned' } | null {
  if (column === 'delivered' || column === 'returned') return { productId: FIRST_PRODUCT_ID, side: column };
  const match = /^(delivered|returned):(\d+)$/.exec(column);
  return match ? { productId: Number(match[2]), side: match[1] as 'delivered' | 'returned' } : null;
}

/** How the sheet is drawn for its products. */
export interface SheetLayout {
  /** More than the one product: a column pair per product, and `items` on save. */
  multi: boolean;
  /** The products with columns (multi only; empty for the one-product sheet). */
  products: readonly SheetProduct[];
  /** The editable columns, left to right. */
  columns: readonly Column[];
}

export const ONE_PRODUCT: SheetLayout = { multi: false, products: [], columns: COLUMNS };

/**
 * Each product its delivered column, and its returned one when its containers come back; product
 * 1's rate after the products (it is the customer's price, as with one product); then the money
 * and the rest as always.
 */
export function sheetLayout(products: readonly SheetProduct[] | undefined): SheetLayout {
  if (!isMultiProduct(products)) return ONE_PRODUCT;
  const list = products ?? [];
  const columns: Column[] = list.flatMap((product) =>
    product.returnable ? [deliveredColumn(product.id), returnedColumn(product.id)] : [deliveredColumn(product.id)],
  );
  if (list.some((product) => product.id === FIRST_PRODUCT_ID)) columns.push('rate');
  columns.push('collected', 'method', 'status', 'note');
  return { multi: true, products: list, columns };
}
