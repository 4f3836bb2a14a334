import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, Chip, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  DataTableBody,
  DataTableBodyProps,
  DataTableRow,
  DataTableRowProps,
  ListBase,
  Title,
  useListContext,
  useNotify,
} from 'react-admin';
import { formatPkr } from '../format';
import { TenantCreateDialog, TenantEditDialog } from './TenantFormDialog';
import { TenantDetailsDialog } from './TenantDetailsDialog';
import { TenantFilters } from './TenantFilters';
import { TenantPagination } from './TenantPagination';
import { TenantRowActions } from './TenantRowActions';
import { TenantStats } from './TenantStats';
import { packageStatus, Tenant } from './tenant.types';

export const TENANT_PAGE_SIZE = 15;

// The browser tests find the owners' rows by this test id.
const TenantRow = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="tenant-row" />;
const TenantBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={TenantRow} />;

const NoTenants = (
  <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
    No filter owners found
  </Typography>
);

/** The list's seven columns, none of them sortable (the list keeps newest first). */
function TenantTable({ onView, onEdit }: { onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { isFetching, error } = useListContext<Tenant>();
  const notify = useNotify();
  useEffect(() => {
    if (error) notify('Failed to load filter owners. Please try again.', { type: 'error' });
  }, [error, notify]);
  if (error) return <Alert severity="error">Failed to load filter owners. Please try again.</Alert>;
  return (
    <Card variant="outlined" sx={{ maxWidth: '100%' }}>
      {isFetching && <LinearProgress />}
      <DataTable<Tenant> rowClick={false} bulkActionButtons={false} body={TenantBody} empty={NoTenants} aria-label="Filter owners">
        <DataTable.Col source="name" label="Name" disableSort />
        <DataTable.Col source="email" label="Email" disableSort />
        <DataTable.Col
          label="Status"
          render={(tenant: Tenant) => (
            <Chip size="small" label={tenant.is_active ? 'Active' : 'Inactive'} color={tenant.is_active ? 'success' : 'default'} />
          )}
        />
        <DataTable.Col
          label="Package Status"
          render={(tenant: Tenant) => {
            const pkg = packageStatus(tenant);
            return <Chip size="small" variant="outlined" label={pkg.label} color={pkg.status === 'assigned' ? 'primary' : 'warning'} />;
          }}
        />
        <DataTable.Col label="Plants" align="right" render={(tenant: Tenant) => tenant.filter_plants_count ?? 0} />
        <DataTable.Col
          label="Monthly Billing"
          align="right"
          render={(tenant: Tenant) => formatPkr(tenant.billing_summary?.total_monthly_fees ?? 0)}
        />
        <DataTable.Col
          label="Actions"
          align="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(tenant: Tenant) => (
            <TenantRowActions tenant={tenant} onView={() => onView(tenant.id)} onEdit={() => onEdit(tenant.id)} />
          )}
        />
      </DataTable>
    </Card>
  );
}

/** Tenant Management (/super-admin/tenants): the filter owners (docs/product.md, "The console"). */
export default function TenantList() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <ListBase resource="tenants" perPage={TENANT_PAGE_SIZE} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation>
      <Title title="Tenant Management" />
      <Box sx={{ py: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h4" component="h1">
              Tenant Management
            </Typography>
            <Typography color="text.secondary">Manage filter owner accounts, their plants and billing</Typography>
          </Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Add Filter Owner
          </Button>
        </Box>
        <TenantStats />
        <TenantFilters />
        <TenantTable onView={setViewing} onEdit={setEditing} />
        <TenantPagination />
      </Box>
      <TenantCreateDialog open={creating} onClose={() => setCreating(false)} />
      <TenantEditDialog id={editing} onClose={() => setEditing(null)} />
      <TenantDetailsDialog id={viewing} onClose={() => setViewing(null)} />
    </ListBase>
  );
}
