import { Chip, Typography } from '@mui/material';
import type { Invoice, InvoiceStatus } from '@paani/contracts';
import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  ExportButton,
  FilterButton,
} from 'react-admin';
import { formatPkr } from '../format';
import { balanceDue, monthLabel, STATUS_COLORS, STATUS_LABELS } from './billing.model';
import { InvoiceRowActions } from './InvoiceActions';
import { RunMonthButton } from './RunMonthButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by number or owner..." />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All Status"
    choices={(Object.keys(STATUS_LABELS) as InvoiceStatus[]).map((id) => ({ id, name: STATUS_LABELS[id] }))}
  />,
  <ReferenceInput key="owner_id" source="owner_id" reference="tenants" alwaysOn>
    <AutocompleteInput label="Owner" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <TextInput key="month" source="month" label="Month" type="month" alwaysOn slotProps={{ inputLabel: { shrink: true } }} />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
      <RunMonthButton />
    </TopToolbar>
  );
}

/**
 * The platform's invoices to owners, the react-admin resource `invoices` (GET /api/admin/invoices):
 * filters by status, owner and month, CSV export, Record payment and Void per row, Run month.
 * `embedded` on the Billing screen's Invoices tab (its filters kept out of the page's address).
 */
export default function InvoiceList({ embedded = false }: { embedded?: boolean }) {
  return (
    <List
      resource="invoices"
      title={embedded ? false : 'Invoices'}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'month', order: 'DESC' }}
      perPage={25}
      // No invoices yet still shows the toolbar: Run month is how the first ones come.
      empty={false}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? 'billing.invoices' : undefined}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="number" label="Invoice ID" />
        <DataTable.Col source="owner_name" label="Tenant" />
        <DataTable.Col source="month" label="Period" render={(invoice: Invoice) => monthLabel(invoice.month)} />
        <DataTable.Col source="amount" label="Amount" align="right" render={(invoice: Invoice) => formatPkr(invoice.amount)} />
        <DataTable.Col source="paid_amount" label="Paid" align="right" render={(invoice: Invoice) => formatPkr(invoice.paid_amount)} />
        <DataTable.Col label="Due" align="right" disableSort render={(invoice: Invoice) => formatPkr(balanceDue(invoice))} />
        <DataTable.Col
          source="status"
          label="Status"
          render={(invoice: Invoice) => (
            <Chip size="small" label={STATUS_LABELS[invoice.status]} color={STATUS_COLORS[invoice.status]} variant="outlined" />
          )}
        />
        <DataTable.Col source="due_at" label="Due Date" />
        <DataTable.Col label="Paid Date" disableSort>
          <FunctionField<Invoice>
            render={(invoice) =>
              invoice.status === 'void' ? (
                <Typography variant="caption" color="text.secondary" title={invoice.void_reason ?? ''}>
                  Void: {invoice.void_reason}
                </Typography>
              ) : (
                (invoice.paid_at ?? '')
              )
            }
          />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <InvoiceRowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
