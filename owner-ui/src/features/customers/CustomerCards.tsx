import { Box, Card, CardContent, Checkbox, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatNumber, type CustomerList } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '../../components/Ltr';
import { BalanceText } from './BalanceText';
import { customerPath, STATUS_COLORS, type CustomerTableProps } from './CustomerTable';
import { LimitFlags } from './LimitFlags';
import { SORTABLE } from './useCustomerListParams';

const SORT_LABELS = { code: 'code', name: 'name', balance: 'balance', cans_out: 'cansOut', last_delivery_at: 'lastDelivery' } as const;

/** The list on a phone: one card per customer (name, area and rider, balance and cans first), a sort choice, the totals. */
export function CustomerCards({ list, sort, onSort, selected, onToggle, onToggleAll }: CustomerTableProps & { list: CustomerList }) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const onPage = list.data.map((customer) => customer.id);
  const selectedOnPage = onPage.filter((id) => selected.has(id)).length;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Checkbox
          indeterminate={selectedOnPage > 0 && selectedOnPage < onPage.length}
          checked={onPage.length > 0 && selectedOnPage === onPage.length}
          onChange={(event) => onToggleAll(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
        />
        <TextField
          id="customer-sort"
          select
          size="small"
          label={t('list.sort')}
          value={sort}
          onChange={(event) => onSort(event.target.value)}
          sx={{ flexGrow: 1 }}
        >
          {SORTABLE.flatMap((column) => [
            <MenuItem key={column} value={column}>
              {t('list.sortAscending', { column: t(`columns.${SORT_LABELS[column]}`) })}
            </MenuItem>,
            <MenuItem key={`-${column}`} value={`-${column}`}>
              {t('list.sortDescending', { column: t(`columns.${SORT_LABELS[column]}`) })}
            </MenuItem>,
          ])}
        </TextField>
      </Stack>
      {list.data.map((customer) => (
        <Card
          key={customer.id}
          variant="outlined"
          data-testid="customer-row"
          sx={{ borderColor: selected.has(customer.id) ? 'primary.main' : undefined }}
        >
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <Checkbox
                checked={selected.has(customer.id)}
                onChange={() => onToggle(customer.id)}
                slotProps={{ input: { 'aria-label': t('list.selectOne', { name: customer.name }) } }}
                sx={{ mt: -0.75, ml: -0.75 }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Link component={RouterLink} to={customerPath(customer.id)} fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                  {customer.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <Ltr>{customer.code}</Ltr> · {customer.area_name}
                  {customer.employee_name ? ` · ${customer.employee_name}` : ''}
                </Typography>
                {customer.phone && (
                  <Typography variant="body2" color="text.secondary">
                    <Ltr>{customer.phone}</Ltr>
                  </Typography>
                )}
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} flexWrap="wrap" useFlexGap>
                  <Chip size="small" label={tc(`status.${customer.status}`)} color={STATUS_COLORS[customer.status]} variant="outlined" />
                  <LimitFlags customer={customer} variant="chip" />
                </Stack>
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <BalanceText balance={customer.balance} fontWeight={700} display="block" />
                <Typography variant="body2" color="text.secondary">
                  {t('list.cansShort', { count: customer.cans_out, cans: formatNumber(customer.cans_out) })}
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Stack direction="row" justifyContent="space-between" sx={{ px: 1, pt: 0.5 }} data-testid="customer-totals">
        <Typography fontWeight={700}>{t('list.totals', { count: list.total })}</Typography>
        <Box sx={{ textAlign: 'right' }}>
          <BalanceText balance={list.totals.balance} fontWeight={700} display="block" />
          <Typography variant="body2" color="text.secondary">
            {t('list.cansShort', { count: list.totals.cans_out, cans: formatNumber(list.totals.cans_out) })}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
