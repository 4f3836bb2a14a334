import AddCardIcon from '@mui/icons-material/AddCard';
import SavingsIcon from '@mui/icons-material/Savings';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatMoney, formatNumber, type Customer, type CustomerLedger, type LedgerLine, type Product } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useAddCustomerAdjustment } from '../../api/customers/add-customer-adjustment';
import { useAddCustomerDeposit } from '../../api/customers/add-customer-deposit';
import { useCustomerLedger } from '../../api/customers/get-customer-ledger';
import type { LedgerRange } from '../../api/customers/keys';
import { useReverseLedgerLine } from '../../api/customers/reverse-ledger-line';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { hasServerFieldErrors } from '../../lib/server-field-errors';
import { PageLoading } from '../../shell/AppShell';
import { AdjustmentDialog } from './AdjustmentDialog';
import { BalanceText } from './BalanceText';
import { DEPOSIT_FIELDS, DepositDialog } from './DepositDialog';
import { formatDay } from './display';
import { ReverseDialog } from './ReverseDialog';

/** Deposit lines carry the deposit's cans and money (negative when refunded, which the kind already says); they move neither balance nor cans out. */
function depositFigures(line: LedgerLine, t: TFunction<'customers'>): string {
  return line.deposit_cans || line.deposit_amount
    ? t('ledger.depositFigures', { cans: formatNumber(Math.abs(line.deposit_cans)), amount: formatMoney(Math.abs(line.deposit_amount)) })
    : '';
}

/** A line may be reversed once; a reversal and the opening line may not. */
export const canReverse = (line: LedgerLine) => line.reversed_by === null && line.kind !== 'reversal' && line.kind !== 'opening';

const amount = (value: number) => (value ? formatMoney(value) : '');
const count = (value: number) => (value ? formatNumber(value) : '');

/** The ledger table: opening, each line with its running money and can balances, closing; a reversed line is struck through. */
export function LedgerTable({
  ledger,
  customerName,
  onReverse,
}: {
  ledger: CustomerLedger;
  customerName: string;
  onReverse(line: LedgerLine): void;
}) {
  const { t } = useTranslation('customers');
  const struck = (line: LedgerLine, content: ReactNode) =>
    line.reversed_by !== null ? (
      <Box component="s" sx={{ color: 'text.disabled' }}>
        {content}
      </Box>
    ) : (
      content
    );
  const depositText = (line: LedgerLine) => depositFigures(line, t);
  const summary = (label: string, figures: { balance: number; cans: number }, testId: string) => (
    <TableRow data-testid={testId} sx={{ bgcolor: 'action.hover' }}>
      <TableCell colSpan={6}>
        <Typography fontWeight={700} variant="body2">
          {label}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <BalanceText balance={figures.balance} variant="body2" fontWeight={700} />
      </TableCell>
      <TableCell align="right">
        <Typography fontWeight={700} variant="body2">
          {formatNumber(figures.cans)}
        </Typography>
      </TableCell>
      <TableCell />
    </TableRow>
  );
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('ledger.tableLabel', { name: customerName })} sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            {(['date', 'description', 'delivered', 'returned', 'debit', 'credit', 'balance', 'cans', 'actions'] as const).map(
              (column, index) => (
                <TableCell key={column} align={index >= 2 && index <= 7 ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`ledger.columns.${column}`)}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary(t('ledger.opening'), ledger.opening, 'ledger-opening')}
          {ledger.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t('ledger.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {ledger.lines.map((line) => (
            <TableRow key={line.id} data-testid="ledger-line" data-reversed={line.reversed_by !== null ? 'true' : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{struck(line, formatDay(line.date))}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                {!line.description.toLowerCase().startsWith(t(`ledger.kinds.${line.kind}`).toLowerCase()) && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {struck(line, t(`ledger.kinds.${line.kind}`))}
                  </Typography>
                )}
                <Typography variant="body2">{struck(line, line.description)}</Typography>
                {depositText(line) && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {struck(line, depositText(line))}
                  </Typography>
                )}
                {line.reversed_by !== null && <Chip size="small" label={t('ledger.reversed')} sx={{ mt: 0.5 }} />}
              </TableCell>
              <TableCell align="right">{struck(line, count(line.cans_delivered))}</TableCell>
              <TableCell align="right">{struck(line, count(line.cans_returned))}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {struck(line, amount(line.debit))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {struck(line, amount(line.credit))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="ledger-balance">
                <BalanceText balance={line.balance} variant="body2" />
              </TableCell>
              <TableCell align="right">{formatNumber(line.cans_balance)}</TableCell>
              <TableCell>
                {canReverse(line) && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<UndoIcon />}
                    onClick={() => onReverse(line)}
                    aria-label={t('ledger.reverseLabel', { description: line.description, date: formatDay(line.date) })}
                  >
                    {t('ledger.reverse')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {summary(t('ledger.closing'), ledger.closing, 'ledger-closing')}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The ledger on a phone: one block per line (day, what, money and cans moved, running balances), nothing to scroll sideways. */
export function LedgerList({
  ledger,
  customerName,
  onReverse,
}: {
  ledger: CustomerLedger;
  customerName: string;
  onReverse(line: LedgerLine): void;
}) {
  const { t } = useTranslation('customers');
  const figures = (label: string, values: { balance: number; cans: number }, testId: string) => (
    <Stack direction="row" justifyContent="space-between" sx={{ px: 1, py: 1, bgcolor: 'action.hover' }} data-testid={testId}>
      <Typography fontWeight={700}>{label}</Typography>
      <Box sx={{ textAlign: 'right' }}>
        <BalanceText balance={values.balance} fontWeight={700} display="block" />
        <Typography variant="body2" color="text.secondary">
          {t('list.cansShort', { count: values.cans, cans: formatNumber(values.cans) })}
        </Typography>
      </Box>
    </Stack>
  );
  return (
    <Box component="section" aria-label={t('ledger.tableLabel', { name: customerName })}>
      {figures(t('ledger.opening'), ledger.opening, 'ledger-opening')}
      {ledger.lines.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('ledger.empty')}
        </Typography>
      )}
      {ledger.lines.map((line) => {
        const reversed = line.reversed_by !== null;
        const Struck = reversed ? 's' : 'span';
        const moved = [
          line.debit ? `+${formatMoney(line.debit)}` : '',
          line.credit ? `−${formatMoney(line.credit)}` : '',
          line.cans_delivered ? `+${t('list.cansShort', { count: line.cans_delivered, cans: formatNumber(line.cans_delivered) })}` : '',
          line.cans_returned ? `−${t('list.cansShort', { count: line.cans_returned, cans: formatNumber(line.cans_returned) })}` : '',
          depositFigures(line, t),
        ].filter(Boolean);
        return (
          <Box
            key={line.id}
            data-testid="ledger-line"
            data-reversed={reversed ? 'true' : undefined}
            sx={{ px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Box sx={{ minWidth: 0, color: reversed ? 'text.disabled' : undefined }}>
                <Typography variant="caption" color="text.secondary" display="block">
                  <Struck>
                    {formatDay(line.date)} · {t(`ledger.kinds.${line.kind}`)}
                  </Struck>
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Struck>{line.description}</Struck>
                </Typography>
                {moved.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    <Struck>{moved.join(' · ')}</Struck>
                  </Typography>
                )}
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }} data-testid="ledger-balance">
                <BalanceText balance={line.balance} variant="body2" fontWeight={600} display="block" />
                <Typography variant="caption" color="text.secondary">
                  {t('list.cansShort', { count: line.cans_balance, cans: formatNumber(line.cans_balance) })}
                </Typography>
              </Box>
            </Stack>
            {reversed && <Chip size="small" label={t('ledger.reversed')} sx={{ mt: 0.5 }} />}
            {canReverse(line) && (
              <Button
                size="small"
                color="error"
                startIcon={<UndoIcon />}
                onClick={() => onReverse(line)}
                aria-label={t('ledger.reverseLabel', { description: line.description, date: formatDay(line.date) })}
                sx={{ mt: 0.5, ml: -0.5 }}
              >
                {t('ledger.reverse')}
              </Button>
            )}
          </Box>
        );
      })}
      {figures(t('ledger.closing'), ledger.closing, 'ledger-closing')}
    </Box>
  );
}

const NO_PRODUCTS: Product[] = [];

/** The Ledger tab: a date range, the Adjustment and Deposit dialogs, the table and reversing a line with a reason. */
export function LedgerTab({
  plantId,
  customer,
  products = NO_PRODUCTS,
  range,
  onRangeChange,
}: {
  plantId: number;
  customer: Customer;
  /** The plant's products: a deposit may cover any returnable one. */
  products?: readonly Product[];
  range: LedgerRange;
  onRangeChange(range: LedgerRange): void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const ledger = useCustomerLedger(plantId, customer.id, range);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const Lines = phone ? LedgerList : LedgerTable;
  const [dialog, setDialog] = useState<'adjustment' | 'deposit' | null>(null);
  const [reversing, setReversing] = useState<LedgerLine | null>(null);
  const failed = (title: string) => (failure: unknown) =>
    toast({ title, description: errorMessage(failure, t('errors.generic')), variant: 'error' });

  const adjustment = useAddCustomerAdjustment({
    onSuccess: () => {
      toast({ title: t('adjustment.saved'), variant: 'success' });
      setDialog(null);
    },
    onError: failed(t('adjustment.title')),
  });
  const deposit = useAddCustomerDeposit({
    onSuccess: () => {
      toast({ title: t('depositDialog.saved'), variant: 'success' });
      setDialog(null);
    },
    // A refusal the dialog explains under its field needs no toast.
    onError: (failure) => {
      if (!hasServerFieldErrors(failure, DEPOSIT_FIELDS)) failed(t('depositDialog.title'))(failure);
    },
  });
  const reverse = useReverseLedgerLine({
    onSuccess: () => {
      toast({ title: t('ledger.reversedToast'), variant: 'success' });
      setReversing(null);
    },
    onError: failed(t('ledger.reverse')),
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          id="ledger-from"
          type="date"
          size="small"
          label={t('ledger.from')}
          value={range.from ?? ''}
          onChange={(event) => onRangeChange({ ...range, from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
          sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
        />
        <TextField
          id="ledger-to"
          type="date"
          size="small"
          label={t('ledger.to')}
          value={range.to ?? ''}
          onChange={(event) => onRangeChange({ ...range, to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
          sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
        />
        {(range.from || range.to) && (
          <Button size="small" onClick={() => onRangeChange({})}>
            {t('ledger.clearRange')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<AddCardIcon />} onClick={() => setDialog('adjustment')}>
          {t('ledger.adjustment')}
        </Button>
        <Button variant="outlined" startIcon={<SavingsIcon />} onClick={() => setDialog('deposit')}>
          {t('ledger.deposit')}
        </Button>
      </Stack>

      {ledger.isPending && <PageLoading text={t('ledger.loading')} />}
      {ledger.isError && <LoadError title={t('ledger.loadFailed')} error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.data && (
        <Box>
          <Box sx={{ height: 4 }}>{ledger.isFetching && <LinearProgress aria-label={tc('states.loading')} />}</Box>
          <Lines ledger={ledger.data} customerName={customer.name} onReverse={setReversing} />
        </Box>
      )}

      <AdjustmentDialog
        open={dialog === 'adjustment'}
        busy={adjustment.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(input) => adjustment.mutate({ plantId, id: customer.id, adjustment: input })}
      />
      <DepositDialog
        open={dialog === 'deposit'}
        busy={deposit.isPending}
        products={products}
        containers={customer.containers}
        onClose={() => setDialog(null)}
        onSubmit={(input) => deposit.mutateAsync({ plantId, id: customer.id, deposit: input })}
      />
      <ReverseDialog
        open={reversing !== null}
        description={reversing ? t('ledger.reverseText', { description: reversing.description, date: formatDay(reversing.date) }) : ''}
        busy={reverse.isPending}
        onClose={() => setReversing(null)}
        onSubmit={(reason) => reversing && reverse.mutate({ plantId, id: customer.id, lineId: reversing.id, reason })}
      />
    </Stack>
  );
}
