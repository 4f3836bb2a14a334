import {
  Box,
  Checkbox,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { formatMoney, formatNumber, type Customer, type CustomerList, type CustomerStatus } from '@paani/contracts';
import { Ltr } from '../../components/Ltr';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BalanceText } from './BalanceText';
import { formatDay } from './display';
import { LimitFlags } from './LimitFlags';
import { SORTABLE, type SortColumn } from './useCustomerListParams';

export const STATUS_COLORS: Record<CustomerStatus, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paused: 'warning',
  inactive: 'default',
};

type Column = 'code' | 'name' | 'area' | 'rider' | 'phone' | 'rate' | 'balance' | 'cansOut' | 'lastDelivery' | 'status';
const COLUMNS: Array<{ key: Column; sort?: SortColumn; numeric?: boolean }> = [
  { key: 'code', sort: 'code' },
  { key: 'name', sort: 'name' },
  { key: 'area' },
  { key: 'rider' },
  { key: 'phone' },
  { key: 'rate', numeric: true },
  { key: 'balance', sort: 'balance', numeric: true },
  { key: 'cansOut', sort: 'cans_out', numeric: true },
  { key: 'lastDelivery', sort: 'last_delivery_at' },
  { key: 'status' },
];

export const customerPath = (id: number) => `/filter-owner/customers/${id}`;

export interface CustomerTableProps {
  list: CustomerList;
  sort: string;
  onSort(sort: string): void;
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onToggleAll(select: boolean): void;
}

/** The customers table; on a narrow screen it scrolls sideways inside its own box, never the page. */
export function CustomerTable({ list, sort, onSort, selected, onToggle, onToggleAll }: CustomerTableProps) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const descending = sort.startsWith('-');
  const sortColumn = sort.replace(/^-/, '');
  const onPage = list.data.map((customer) => customer.id);
  const selectedOnPage = onPage.filter((id) => selected.has(id)).length;

  const header = (column: (typeof COLUMNS)[number]) => {
    const label = t(`columns.${column.key}`);
    if (!column.sort || !SORTABLE.includes(column.sort)) return label;
    const active = sortColumn === column.sort;
    return (
      <TableSortLabel
        active={active}
        direction={active && descending ? 'desc' : 'asc'}
        onClick={() => onSort(active && !descending ? `-${column.sort}` : column.sort!)}
      >
        {label}
      </TableSortLabel>
    );
  };

  const rate = (customer: Customer) => (
    <>
      {formatMoney(customer.effective_rate)}
      {customer.rate === null && (
        <Typography variant="caption" color="text.secondary" display="block">
          {t('money.plantDefault')}
        </Typography>
      )}
    </>
  );

  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('list.tableLabel')} sx={{ minWidth: 1080 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                indeterminate={selectedOnPage > 0 && selectedOnPage < onPage.length}
                checked={onPage.length > 0 && selectedOnPage === onPage.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={column.sort && sortColumn === column.sort ? (descending ? 'desc' : 'asc') : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {header(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.map((customer) => (
            <TableRow key={customer.id} hover selected={selected.has(customer.id)} data-testid="customer-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(customer.id)}
                  onChange={() => onToggle(customer.id)}
                  slotProps={{ input: { 'aria-label': t('list.selectOne', { name: customer.name }) } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Ltr>{customer.code}</Ltr>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={customerPath(customer.id)} fontWeight={600}>
                  {customer.name}
                </Link>
              </TableCell>
              <TableCell>{customer.area_name}</TableCell>
              <TableCell>{customer.employee_name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{customer.phone ? <Ltr>{customer.phone}</Ltr> : '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {rate(customer)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <BalanceText balance={customer.balance} variant="body2" />
                {customer.over_credit_limit && <LimitFlags customer={{ over_credit_limit: true, over_can_limit: false }} />}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatNumber(customer.cans_out)}
                {customer.over_can_limit && <LimitFlags customer={{ over_credit_limit: false, over_can_limit: true }} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {customer.last_delivery_at ? formatDay(customer.last_delivery_at) : t('never')}
              </TableCell>
              <TableCell>
                <Chip size="small" label={tc(`status.${customer.status}`)} color={STATUS_COLORS[customer.status]} variant="outlined" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="customer-totals">
            <TableCell colSpan={7}>
              <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('list.totals', { count: list.total })}
              </Box>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.primary' }}>
              <BalanceText balance={list.totals.balance} variant="body2" fontWeight={700} />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {formatNumber(list.totals.cans_out)}
            </TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
