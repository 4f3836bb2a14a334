import { Alert, Box, Chip, Typography } from '@mui/material';
import { DataTable, ListBase, ListView, Title, useRefresh } from 'react-admin';
import { ExchangeRatePanel } from './ExchangeRatePanel';

interface CurrencyRecord {
  id: number;
  code: string;
  name: string;
  symbol: string;
  exchange_rate: number;
  is_default: boolean;
  is_active: boolean;
}

/** Currencies (/super-admin/currencies): PKR is served, the rest is coming soon; rates are kept fresh by the update-all job. */
export default function CurrencyList() {
  const refresh = useRefresh();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Currencies" />
      <Typography variant="h4" component="h1">
        Currency Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Currencies and exchange rates (units of each currency per 1 PKR)
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Currency selection is disabled: the platform uses Pakistani Rupees (PKR). Other currencies are coming soon.
      </Alert>
      <Box sx={{ mb: 2 }}>
        <ExchangeRatePanel onFinished={refresh} />
      </Box>
      <ListBase resource="currencies" sort={{ field: 'code', order: 'ASC' }} perPage={100} disableSyncWithLocation>
        <ListView actions={false} pagination={false} title={false}>
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="code" label="Code" />
            <DataTable.Col source="name" label="Name" />
            <DataTable.Col source="symbol" label="Symbol" />
            <DataTable.Col
              source="exchange_rate"
              label="Rate per PKR"
              render={(currency: CurrencyRecord) => Number(currency.exchange_rate).toLocaleString('en-US', { maximumFractionDigits: 8 })}
            />
            <DataTable.Col
              label="Status"
              disableSort
              render={(currency: CurrencyRecord) => (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  {currency.is_default && <Chip size="small" color="primary" label="Default" />}
                  <Chip
                    size="small"
                    label={currency.code === 'PKR' ? 'In use' : 'Coming soon'}
                    color={currency.code === 'PKR' ? 'success' : 'default'}
                  />
                  {!currency.is_active && <Chip size="small" label="Inactive" />}
                </Box>
              )}
            />
          </DataTable>
        </ListView>
      </ListBase>
    </Box>
  );
}
