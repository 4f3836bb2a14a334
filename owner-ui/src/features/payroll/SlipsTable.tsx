import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { formatPkr, rupees, toPaisa, type PayrollMonth, type PayslipSummary } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { monthLabel } from './month';

const COLUMNS = ['name', 'type', 'opening', 'earned', 'advancesDeductions', 'payments', 'owed', 'status'] as const;
const MONEY_COLUMNS = new Set<string>(['opening', 'earned', 'advancesDeductions', 'payments', 'owed']);

export const STATUS_COLORS = { owed: 'warning', paid: 'success', nothing: 'default' } as const;

/** Advances and deductions as one figure (both are negative or zero on the ledger), summed in paisa. */
const advancesAndDeductions = (slip: PayslipSummary) => rupees(toPaisa(slip.advances) + toPaisa(slip.deductions));

/** The month's payslips, one row each, with the month's totals as the API counts them; a row opens its slip. */
export function SlipsTable({ payroll, onOpen }: { payroll: PayrollMonth; onOpen(employeeId: number): void }) {
  const { t } = useTranslation('payroll');
  const money = (value: number) => (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {formatPkr(value)}
    </TableCell>
  );
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('slips.tableLabel', { month: monthLabel(payroll.month) })} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={MONEY_COLUMNS.has(column) ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {t(`slips.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {payroll.slips.map((slip) => (
            <TableRow
              key={slip.employee_id}
              hover
              data-testid="payslip-row"
              onClick={() => onOpen(slip.employee_id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Button
                  variant="text"
                  size="small"
                  sx={{ p: 0, minWidth: 0, textAlign: 'start' }}
                  aria-label={t('slips.open', { name: slip.employee_name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(slip.employee_id);
                  }}
                >
                  {slip.employee_name}
                </Button>
              </TableCell>
              <TableCell>{t(`types.${slip.employee_type}`)}</TableCell>
              {money(slip.opening_balance)}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPkr(slip.earned)}
                {slip.bonuses !== 0 && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {t('slips.bonus', { amount: formatPkr(slip.bonuses) })}
                  </Typography>
                )}
              </TableCell>
              {money(advancesAndDeductions(slip))}
              {money(slip.payments)}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }} data-testid="payslip-owed">
                {formatPkr(slip.closing_balance)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLORS[slip.status]} label={t(`slips.statuses.${slip.status}`)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="payslip-totals">
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('slips.totals')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
              {formatPkr(payroll.totals.earned)}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
              {formatPkr(payroll.totals.payments)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
              {formatPkr(payroll.totals.owed)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
