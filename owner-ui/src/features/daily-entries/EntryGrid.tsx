import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import {
  formatMoney,
  formatNumber,
  rupees,
  toPaisa,
  type DailyEntry,
  type DeliveryStatus,
  type PaymentMethod,
  type SheetProduct,
  type SheetRow,
} from '@paani/contracts';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BalanceText } from '../customers/BalanceText';
import {
  acceptsText,
  cellText,
  choiceByLetter,
  columnKind,
  DELIVERY_STATUSES,
  draftAmount,
  draftCollected,
  moveCell,
  ONE_PRODUCT,
  PAYMENT_METHODS,
  type Column,
  type DraftRow,
  type ProductTotals,
  type RowErrors,
  type SheetLayout,
} from './grid-model';
import { CUSTOMER_CELL, SheetHead, tableWidth, useColumnLabels, type ColumnLabels } from './SheetHead';
import { SheetTotalsRow } from './SheetTotalsRow';
import { entryItems, itemCount, productName } from './sheet-products';
import { columnProduct } from './sheet-columns';

/** A line of the sheet: an entry already saved (read-only, reversible) or an unsaved row being typed. */
export type SheetLine =
  | { kind: 'saved'; key: string; row: SheetRow; entry: DailyEntry; last: boolean; hasDraft: boolean }
  | { kind: 'draft'; key: string; row: SheetRow; draft: DraftRow };

export interface GridTotals {
  cans_delivered: number;
  cans_returned: number;
  amount: number;
  collected: number;
  /** Each product's cans (a sheet of several products). */
  products?: ProductTotals;
}

export interface EntryGridProps {
  lines: SheetLine[];
  totals: GridTotals;
  /** The sheet's products and columns; absent = the one-product sheet. */
  layout?: SheetLayout;
  errors: Record<string, RowErrors>;
  readOnly?: boolean;
  onChange(key: string, column: Column, value: string): void;
  onReverse(entry: DailyEntry): void;
  onAddEntry(row: SheetRow): void;
  onRemove(key: string): void;
  /** Moves the keyboard to a row (a row just added), once per new value. */
  focusKey?: string | null;
}

interface Active {
  key: string;
  col: number;
}

interface Editing extends Active {
  /** The value before this edit, restored by Escape. */
  original: string;
  /** Where the caret goes: after the typed character, or everything selected (F2, a click). */
  select: 'end' | 'all';
}

/** The height of a cell's value, shown or being edited. */
const CELL_LINE = 22;

/** How many days without a delivery earn a chip. */
export const NO_DELIVERY_DAYS_FLAG = 3;

const cellId = (key: string, col: number) => `${key}:${col}`;
const isPrintable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A chip for each product the row's customer holds more of than their deposit covers, named in the reader's
 * language. Such a product asks a deposit and is not product 1, so a sheet that sells it lists it
 * in `products`; one the sheet does not sell (inactive, rented) goes unnamed.
 */
function overDepositChips(row: SheetRow, products: readonly SheetProduct[], t: TFunction<'dailyEntries'>, language: string) {
  return (row.containers ?? [])
    .filter((holding) => holding.over_deposit)
    .map((holding) => {
      const product = products.find((candidate) => candidate.id === holding.product_id);
      return {
        key: `deposit-${holding.product_id}`,
        label: product ? t('flags.overDeposit', { product: productName(product, language) }) : t('flags.overDepositUnnamed'),
        color: 'error' as const,
      };
    });
}

function Flags({ row, products }: { row: SheetRow; products: readonly SheetProduct[] }) {
  const { t, i18n } = useTranslation('dailyEntries');
  const chips = [
    row.flags.over_credit_limit && { key: 'credit', label: t('flags.overCredit'), color: 'error' as const },
    row.flags.over_can_limit && { key: 'cans', label: t('flags.overCans'), color: 'error' as const },
    ...overDepositChips(row, products, t, i18n.language),
    row.flags.paused && { key: 'paused', label: t('flags.paused'), color: 'warning' as const },
    row.flags.no_delivery_for_days !== null &&
      row.flags.no_delivery_for_days >= NO_DELIVERY_DAYS_FLAG && {
        key: 'idle',
        label: t('flags.noDelivery', { count: row.flags.no_delivery_for_days }),
        color: 'default' as const,
      },
    !row.scheduled && { key: 'unscheduled', label: t('flags.unscheduled'), color: 'info' as const },
  ].filter((chip) => chip !== false);
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mt: 0.25 }}>
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.label} color={chip.color} size="small" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
      ))}
    </Stack>
  );
}

/**
 * Each row its own paint layer: a keystroke repaints its row, not the whole table (measured: about a
 * quarter of the paint time of one table-wide layer on 150 rows).
 */
const ROW_LAYER = { position: 'relative' } as const;

function CustomerCells({ row, products, message }: { row: SheetRow; products: readonly SheetProduct[]; message?: string }) {
  return (
    <>
      <TableCell component="th" scope="row" sx={{ ...CUSTOMER_CELL, py: 0.5 }}>
        <Typography variant="caption" color="text.secondary" display="block" sx={{ lineHeight: 1.2 }}>
          {row.code}
        </Typography>
        <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {row.name}
        </Typography>
        <Flags row={row} products={products} />
        {message && (
          <Typography variant="caption" color="error" display="block" role="alert">
            {message}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <BalanceText balance={row.previous_balance} variant="body2" />
      </TableCell>
      <TableCell align="right">{formatNumber(row.cans_out)}</TableCell>
    </>
  );
}

interface CellEvents {
  keyDown(event: KeyboardEvent<HTMLElement>, key: string, col: number): void;
  keyUp(event: KeyboardEvent<HTMLElement>, key: string, col: number): void;
  inputKeyDown(event: KeyboardEvent<HTMLInputElement>, key: string, col: number): void;
  click(event: MouseEvent<HTMLElement>, key: string, col: number): void;
  focus(key: string, col: number): void;
  input(key: string, col: number, value: string): void;
  blur(key: string, col: number): void;
  pick(key: string, col: number, value: string): void;
  closeMenu(): void;
}

interface DraftLineProps {
  line: Extract<SheetLine, { kind: 'draft' }>;
  layout: SheetLayout;
  labels: ColumnLabels;
  /** The active cell's column in this row, -1 when it is elsewhere. */
  activeCol: number;
  editingCol: number;
  menuCol: number;
  tabbable: boolean;
  errors: RowErrors | undefined;
  readOnly: boolean;
  events: CellEvents;
  onRemove(key: string): void;
}

const DraftLine = memo(function DraftLine({
  line,
  layout,
  labels,
  activeCol,
  editingCol,
  menuCol,
  tabbable,
  errors,
  readOnly,
  events,
  onRemove,
}: DraftLineProps) {
  const { t } = useTranslation('dailyEntries');
  const { draft, row } = line;
  const amount = draftAmount(draft, row.rate, layout, row.product_rates);
  // In whole paisa, as the ledger adds it.
  const after = rupees(toPaisa(row.balance) + toPaisa(amount) - toPaisa(draftCollected(draft)));
  const cellRefs = useRef<Record<number, HTMLTableCellElement | null>>({});
  const shown = (column: Column): string => {
    if (column === 'method') return t(`methods.${draft.method}`);
    if (column === 'status') return t(`statuses.${draft.status}`);
    return cellText(draft, column);
  };
  return (
    <TableRow data-testid="sheet-row" data-customer={row.customer_id} data-state="draft" sx={ROW_LAYER}>
      <CustomerCells row={row} products={layout.products} message={errors?.row} />
      {layout.columns.map((column, col) => {
        const error = errors?.cells[column];
        const isActive = activeCol === col;
        const label = t('grid.cellLabel', { column: labels[column], name: row.name });
        const kind = columnKind(column);
        const align = kind === 'cans' || kind === 'money' ? 'right' : 'left';
        const editing = editingCol === col;
        return (
          <TableCell
            key={column}
            ref={(element) => {
              cellRefs.current[col] = element as HTMLTableCellElement | null;
            }}
            role="gridcell"
            align={align}
            tabIndex={editing ? -1 : isActive || (tabbable && col === 0) ? 0 : -1}
            data-cell={cellId(line.key, col)}
            data-testid={`cell-${column}`}
            aria-label={editing ? undefined : `${label}: ${shown(column) || t('grid.empty')}`}
            aria-invalid={error ? true : undefined}
            aria-readonly={readOnly || undefined}
            onKeyDown={editing ? undefined : (event) => events.keyDown(event, line.key, col)}
            onKeyUp={editing ? undefined : (event) => events.keyUp(event, line.key, col)}
            onClick={(event) => events.click(event, line.key, col)}
            onFocus={(event) => event.target === event.currentTarget && events.focus(line.key, col)}
            sx={{
              p: 0.5,
              cursor: readOnly ? 'default' : 'cell',
              outline: error ? '1px solid' : undefined,
              outlineColor: error ? 'error.main' : undefined,
              bgcolor: isActive ? 'action.selected' : undefined,
              '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {editing ? (
              <Box
                component="input"
                aria-label={label}
                data-testid={`edit-${column}`}
                value={cellText(draft, column)}
                inputMode={kind === 'cans' ? 'numeric' : kind === 'money' ? 'decimal' : 'text'}
                autoComplete="off"
                onChange={(event) => events.input(line.key, col, (event.target as HTMLInputElement).value)}
                onKeyDown={(event) => events.inputKeyDown(event as KeyboardEvent<HTMLInputElement>, line.key, col)}
                onBlur={() => events.blur(line.key, col)}
                sx={{
                  width: '100%',
                  minWidth: 48,
                  font: 'inherit',
                  textAlign: align,
                  border: 'none',
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  // Exactly the shown value's box: starting or ending an edit moves no row below it.
                  display: 'block',
                  boxSizing: 'border-box',
                  height: CELL_LINE,
                  lineHeight: `${CELL_LINE}px`,
                  m: 0,
                  px: 0.5,
                  py: 0,
                }}
              />
            ) : (
              <Box
                component="span"
                sx={{
                  px: 0.5,
                  display: 'block',
                  height: CELL_LINE,
                  lineHeight: `${CELL_LINE}px`,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
                title={column === 'note' && draft.note ? draft.note : undefined}
              >
                {shown(column)}
              </Box>
            )}
            {error && (
              <Typography variant="caption" color="error" display="block" sx={{ px: 0.5, whiteSpace: 'normal' }} data-testid="cell-error">
                {error}
              </Typography>
            )}
            {kind === 'choice' && (
              <Menu
                open={menuCol === col}
                anchorEl={() => cellRefs.current[col] as HTMLElement}
                onClose={events.closeMenu}
                slotProps={{ list: { 'aria-label': label, dense: true } }}
              >
                {(column === 'method' ? PAYMENT_METHODS : DELIVERY_STATUSES).map((option) => (
                  <MenuItem
                    key={option}
                    selected={option === (column === 'method' ? draft.method : draft.status)}
                    onClick={() => events.pick(line.key, col, option)}
                  >
                    {t(column === 'method' ? `methods.${option as PaymentMethod}` : `statuses.${option as DeliveryStatus}`)}
                  </MenuItem>
                ))}
              </Menu>
            )}
          </TableCell>
        );
      })}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="row-amount">
        {formatMoney(amount)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="row-balance">
        <BalanceText balance={after} variant="body2" />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {/* Plain text, not a chip: every unsaved row has one, and chips cost paint on every keystroke. */}
        <Typography component="span" variant="caption" color={draft.touched ? 'warning.main' : 'text.secondary'} fontWeight={600}>
          {draft.touched ? t('grid.edited') : t('grid.unsaved')}
        </Typography>
        {draft.origin !== 'prefill' && !readOnly && (
          <IconButton size="small" aria-label={t('grid.remove', { name: row.name })} onClick={() => onRemove(line.key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
});

const SavedLine = memo(function SavedLine({
  line,
  layout,
  readOnly,
  onReverse,
  onAddEntry,
}: {
  line: Extract<SheetLine, { kind: 'saved' }>;
  layout: SheetLayout;
  readOnly: boolean;
  onReverse(entry: DailyEntry): void;
  onAddEntry(row: SheetRow): void;
}) {
  const { t } = useTranslation('dailyEntries');
  const { entry, row } = line;
  const values: Partial<Record<Column, string>> = {
    delivered: formatNumber(entry.cans_delivered),
    returned: formatNumber(entry.cans_returned),
    rate: formatNumber(entry.rate),
    collected: formatNumber(entry.collected),
    method: t(`methods.${entry.payment_method}`),
    status: t(`statuses.${entry.status}`),
    note: entry.note ?? '',
  };
  const value = (column: Column): string => {
    const product = column === 'delivered' || column === 'returned' ? null : columnProduct(column);
    if (!product) return values[column] ?? '';
    return formatNumber(itemCount(entryItems(entry), product.productId)[product.side]);
  };
  return (
    <TableRow data-testid="sheet-row" data-customer={row.customer_id} data-state="saved" sx={{ ...ROW_LAYER, bgcolor: 'action.hover' }}>
      <CustomerCells row={row} products={layout.products} />
      {layout.columns.map((column) => (
        <TableCell
          key={column}
          data-testid={`saved-${column}`}
          align={columnKind(column) === 'cans' || columnKind(column) === 'money' ? 'right' : 'left'}
          sx={{
            px: 1,
            color: 'text.secondary',
            whiteSpace: column === 'note' ? 'normal' : 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {value(column)}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="row-amount">
        {formatMoney(entry.amount)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="row-balance">
        {line.last ? <BalanceText balance={row.balance} variant="body2" /> : ''}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Chip size="small" color="success" label={t('grid.saved')} />
        {!readOnly && (
          <IconButton size="small" color="error" aria-label={t('grid.reverseLabel', { name: row.name })} onClick={() => onReverse(entry)}>
            <UndoIcon fontSize="small" />
          </IconButton>
        )}
        {!readOnly && line.last && !line.hasDraft && (
          <IconButton size="small" aria-label={t('grid.addEntry', { name: row.name })} onClick={() => onAddEntry(row)}>
            <AddIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
});

/**
 * The day's sheet as a spreadsheet: arrow keys, Tab and Enter move between the unsaved rows' cells,
 * typing a digit replaces a number, F2 or a click edits in place, Escape puts the old value back,
 * a letter picks a method or status (Space opens the list). Plain table elements with a roving
 * tabindex: one focusable cell, so Tab leaves the grid in one step from outside.
 */
export function EntryGrid({
  lines,
  totals,
  layout = ONE_PRODUCT,
  errors,
  readOnly = false,
  onChange,
  onReverse,
  onAddEntry,
  onRemove,
  focusKey,
}: EntryGridProps) {
  const { t } = useTranslation('dailyEntries');
  const drafts = useMemo(() => lines.filter((line) => line.kind === 'draft'), [lines]);
  const [active, setActive] = useState<Active | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [menu, setMenu] = useState<Active | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // Set by a move or an edit: the next render puts the browser's focus there (and nowhere else does).
  const wantFocus = useRef(false);

  // Right to left (Urdu), the columns run from the right: ArrowLeft goes on to the next column.
  const rtl = useTheme().direction === 'rtl';
  const { columns } = layout;
  const labels = useColumnLabels(layout);
  const latest = useRef({ drafts, columns, active, editing, readOnly, onChange, t, rtl });
  latest.current = { drafts, columns, active, editing, readOnly, onChange, t, rtl };

  const rowIndex = useCallback((key: string) => latest.current.drafts.findIndex((line) => line.key === key), []);

  const goTo = useCallback((target: Active | null) => {
    if (!target) return;
    wantFocus.current = true;
    setActive({ ...target });
  }, []);

  const move = useCallback(
    (key: string, col: number, direction: Parameters<typeof moveCell>[1]): boolean => {
      const row = rowIndex(key);
      const next = moveCell({ row, col }, direction, latest.current.drafts.length, latest.current.columns.length);
      if (!next) return false;
      goTo({ key: latest.current.drafts[next.row].key, col: next.col });
      return true;
    },
    [goTo, rowIndex],
  );

  const startEdit = useCallback((key: string, col: number, typed: string | null) => {
    const { drafts: rows, columns: cols, readOnly: locked, onChange: change } = latest.current;
    const line = rows.find((candidate) => candidate.key === key);
    if (!line || locked) return;
    const column = cols[col];
    const original = cellText(line.draft, column);
    if (typed !== null) {
      if (!acceptsText(column, typed)) return;
      change(key, column, typed);
    }
    wantFocus.current = true;
    setActive({ key, col });
    setEditing({ key, col, original, select: typed === null ? 'all' : 'end' });
  }, []);

  const pickChoice = useCallback((key: string, col: number, letter: string) => {
    const { drafts: rows, columns: cols, onChange: change, t: translate } = latest.current;
    const line = rows.find((candidate) => candidate.key === key);
    if (!line) return;
    if (cols[col] === 'method') {
      const labels = Object.fromEntries(PAYMENT_METHODS.map((option) => [option, translate(`methods.${option}`)])) as Record<
        PaymentMethod,
        string
      >;
      const option = choiceByLetter(PAYMENT_METHODS, labels, line.draft.method, letter);
      if (option) change(key, 'method', option);
    } else {
      const labels = Object.fromEntries(DELIVERY_STATUSES.map((option) => [option, translate(`statuses.${option}`)])) as Record<
        DeliveryStatus,
        string
      >;
      const option = choiceByLetter(DELIVERY_STATUSES, labels, line.draft.status, letter);
      if (option) change(key, 'status', option);
    }
  }, []);

  const events = useMemo<CellEvents>(
    () => ({
      keyDown(event, key, col) {
        // Keys inside the cell's menu (a portal) bubble here through React; they are the menu's.
        if (event.target !== event.currentTarget) return;
        const column = latest.current.columns[col];
        const kind = columnKind(column);
        const { readOnly: locked } = latest.current;
        const moves: Record<string, Parameters<typeof moveCell>[1]> = {
          ArrowUp: 'up',
          ArrowDown: 'down',
          ArrowLeft: latest.current.rtl ? 'right' : 'left',
          ArrowRight: latest.current.rtl ? 'left' : 'right',
          Enter: 'down',
          Home: 'home',
          End: 'end',
        };
        if (event.key === 'ArrowDown' && event.altKey && kind === 'choice' && !locked) {
          event.preventDefault();
          setMenu({ key, col });
          return;
        }
        if (moves[event.key]) {
          event.preventDefault();
          move(key, col, moves[event.key]);
          return;
        }
        if (event.key === 'Tab') {
          // Inside the grid Tab walks the cells; at either end it leaves the grid as usual.
          if (move(key, col, event.shiftKey ? 'previous' : 'next')) event.preventDefault();
          return;
        }
        if (locked) return;
        if (kind === 'choice') {
          if (event.key === ' ') {
            // The list opens on the key's release: opened now, its item would take the release as a click.
            event.preventDefault();
          } else if (event.key === 'F2') {
            event.preventDefault();
            setMenu({ key, col });
          } else if (isPrintable(event) && /\p{L}/u.test(event.key)) {
            event.preventDefault();
            pickChoice(key, col, event.key);
          }
          return;
        }
        if (event.key === 'F2') {
          event.preventDefault();
          startEdit(key, col, null);
          return;
        }
        if (event.key === 'Backspace' || event.key === 'Delete') {
          event.preventDefault();
          latest.current.onChange(key, column, column === 'rate' ? '' : kind === 'text' ? '' : '0');
          return;
        }
        if (isPrintable(event)) {
          const starts = kind === 'text' ? true : /[\d.]/.test(event.key) && (kind === 'money' || event.key !== '.');
          if (starts) {
            event.preventDefault();
            startEdit(key, col, event.key);
          }
        }
      },
      keyUp(event, key, col) {
        if (event.target !== event.currentTarget || event.key !== ' ' || latest.current.readOnly) return;
        if (columnKind(latest.current.columns[col]) === 'choice') setMenu({ key, col });
      },
      inputKeyDown(event, key, col) {
        const current = latest.current.editing;
        const finish = (direction: Parameters<typeof moveCell>[1] | null) => {
          event.preventDefault();
          setEditing(null);
          wantFocus.current = true;
          if (!direction || !move(key, col, direction)) setActive({ key, col });
        };
        switch (event.key) {
          case 'Escape':
            event.preventDefault();
            event.stopPropagation();
            if (current) latest.current.onChange(key, latest.current.columns[col], current.original);
            setEditing(null);
            wantFocus.current = true;
            setActive({ key, col });
            return;
          case 'Enter':
          case 'ArrowDown':
            finish('down');
            return;
          case 'ArrowUp':
            finish('up');
            return;
          case 'Tab':
            finish(event.shiftKey ? 'previous' : 'next');
            return;
          default:
        }
      },
      click(event, key, col) {
        // A click in the cell's menu (a portal) bubbles here through React but is not in the cell.
        if (!event.currentTarget.contains(event.target as Node) || (event.target as HTMLElement).closest('input')) return;
        const kind = columnKind(latest.current.columns[col]);
        if (latest.current.readOnly) {
          goTo({ key, col });
          return;
        }
        if (kind === 'choice') {
          goTo({ key, col });
          setMenu({ key, col });
          return;
        }
        startEdit(key, col, null);
      },
      focus(key, col) {
        // Focus that arrives some other way (a click, a screen reader, a test) makes that cell the active one.
        setActive((current) => (current && current.key === key && current.col === col ? current : { key, col }));
      },
      input(key, col, value) {
        const column = latest.current.columns[col];
        if (acceptsText(column, value)) latest.current.onChange(key, column, value);
      },
      blur(key, col) {
        // Leaving the input some other way (a click elsewhere) keeps what was typed.
        setEditing((current) => (current && current.key === key && current.col === col ? null : current));
      },
      pick(key, col, value) {
        latest.current.onChange(key, latest.current.columns[col], value);
        setMenu(null);
        goTo({ key, col });
      },
      closeMenu() {
        setMenu(null);
        wantFocus.current = true;
        setActive((current) => (current ? { ...current } : current));
      },
    }),
    [goTo, move, pickChoice, startEdit],
  );

  // A row added from the search (or Add entry): its first cell takes the keyboard.
  useEffect(() => {
    if (focusKey && drafts.some((line) => line.key === focusKey)) goTo({ key: focusKey, col: 0 });
    // Only a new focusKey moves the keyboard, not every change of the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  // The active cell may vanish (a saved or removed row): the keyboard then stays on the row's neighbour.
  useEffect(() => {
    if (active && !drafts.some((line) => line.key === active.key)) {
      setActive(null);
      setEditing(null);
    }
  }, [active, drafts]);

  useEffect(() => {
    if (!wantFocus.current || !active || menu) return;
    wantFocus.current = false;
    const cell = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${cellId(active.key, active.col)}"]`);
    if (!cell) return;
    const input = editing && editing.key === active.key && editing.col === active.col ? cell.querySelector('input') : null;
    if (input) {
      input.focus();
      if (editing?.select === 'all') input.select();
      else input.setSelectionRange(input.value.length, input.value.length);
    } else {
      cell.focus();
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [active, editing, menu]);

  const firstDraftKey = drafts[0]?.key;
  const width = tableWidth(layout);

  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table
        ref={tableRef}
        size="small"
        role="grid"
        aria-label={t('grid.label')}
        aria-readonly={readOnly || undefined}
        // Fixed layout from the column widths: a keystroke lays out its own cell, not every cell of every row.
        sx={{ tableLayout: 'fixed', width, minWidth: width }}
      >
        <SheetHead layout={layout} labels={labels} />
        <TableBody>
          {lines.map((line) =>
            line.kind === 'saved' ? (
              <SavedLine key={line.key} line={line} layout={layout} readOnly={readOnly} onReverse={onReverse} onAddEntry={onAddEntry} />
            ) : (
              <DraftLine
                key={line.key}
                line={line}
                layout={layout}
                labels={labels}
                activeCol={active?.key === line.key ? active.col : -1}
                editingCol={editing?.key === line.key ? editing.col : -1}
                menuCol={menu?.key === line.key ? menu.col : -1}
                tabbable={active === null && line.key === firstDraftKey}
                errors={errors[line.key]}
                readOnly={readOnly}
                events={events}
                onRemove={onRemove}
              />
            ),
          )}
        </TableBody>
        <SheetTotalsRow layout={layout} totals={totals} />
      </Table>
    </TableContainer>
  );
}

/** The grid's own help line: which keys do what. */
export function GridHelp() {
  const { t } = useTranslation('dailyEntries');
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {t('grid.help')}
    </Typography>
  );
}
