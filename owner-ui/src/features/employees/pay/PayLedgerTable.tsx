import UndoIcon from '@mui/icons-material/Undo';
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPkr, type PayLedger, type PayLine } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/Ltr';
import { formatDay } from '../../customers/display';
import { monthLabel } from '../../payroll/month';
import { Struck } from '../../payroll/SlipLines';

const COLUMNS = ['date', 'month', 'kind', 'description', 'amount', 'method', 'state', 'actions'] as const;

/** A line may be reversed once; a reversal may not. The pay run's own salary and commission lines are corrected by the next run. */
export const canReversePayLine = (line: PayLine) =>
  line.reversed_by === null && line.kind !== 'reversal' && line.kind !== 'salary' && line.kind !== 'commission';

/** An employee's pay ledger in the API's order (oldest line first); a reversed line is struck through. */
export function PayLedgerTable({ ledger, onReverse }: { ledger: PayLedger; onReverse(line: PayLine): void }) {
  const { t } = useTranslation('payroll');
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('ledger.tableLabel', { name: ledger.employee_name })} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`ledger.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ledger.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t('ledger.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {ledger.lines.map((line) => (
            <TableRow key={line.id} data-testid="pay-line" data-reversed={line.reversed_by !== null ? 'true' : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Struck line={line}>{formatDay(line.date)}</Struck>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthLabel(line.month)}</TableCell>
              <TableCell>
                <Struck line={line}>{t(`kinds.${line.kind}`)}</Struck>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Struck line={line}>{line.description}</Struck>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Struck line={line}>{formatPkr(line.amount)}</Struck>
              </TableCell>
              <TableCell>
                {line.method && t(`methods.${line.method}`)}
                {line.reference && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    <Ltr>{line.reference}</Ltr>
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {line.reversed_by !== null && <Chip size="small" label={t('ledger.reversed')} />}
                {line.kind === 'reversal' && (
                  <Typography variant="caption" color="text.secondary">
                    {t('ledger.reversal')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {canReversePayLine(line) && (
                  <Button
                    size="small"
                    color="warning"
                    startIcon={<UndoIcon />}
                    aria-label={t('ledger.reverseLabel', {
                      kind: t(`kinds.${line.kind}`),
                      amount: formatPkr(Math.abs(line.amount)),
                      date: formatDay(line.date),
                    })}
                    onClick={() => onReverse(line)}
                  >
                    {t('ledger.reverse')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
