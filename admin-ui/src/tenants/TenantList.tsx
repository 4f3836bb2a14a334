import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, Title, useListContext, useNotify } from 'react-admin';
import { formatPkr } from '../format';
import { TenantCreateDialog, TenantEditDialog } from './TenantFormDialog';
import { TenantDetailsDialog } from './TenantDetailsDialog';
import { TenantFilters } from './TenantFilters';
import { TenantPagination } from './TenantPagination';
import { TenantRowActions } from './TenantRowActions';
import { TenantStats } from './TenantStats';
import { packageStatus, Tenant } from './tenant.types';

export const TENANT_PAGE_SIZE = 15;

function TenantTable({ onView, onEdit }: { onView: (id: number) => void; onEdit: (id: number) => void }) {
  const { data = [], isPending, isFetching, error } = useListContext<Tenant>();
  const notify = useNotify();
  useEffect(() => {
    if (error) notify('Failed to load filter owners. Please try again.', { type: 'error' });
  }, [error, notify]);
  if (error) return <Alert severity="error">Failed to load filter owners. Please try again.</Alert>;
  return (
    <Card variant="outlined" sx={{ maxWidth: '100%' }}>
      {isFetching && <LinearProgress />}
      <TableContainer>
        <Table size="small" aria-label="Filter owners">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Package Status</TableCell>
              <TableCell align="right">Plants</TableCell>
              <TableCell align="right">Monthly Billing</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 6 }}>
                  <Typography color="text.secondary">No filter owners found</Typography>
                </TableCell>
              </TableRow>
            )}
            {data.map((tenant) => {
              const pkg = packageStatus(tenant);
              return (
                <TableRow key={tenant.id} hover data-testid="tenant-row">
                  <TableCell>{tenant.name}</TableCell>
                  <TableCell>{tenant.email}</TableCell>
                  <TableCell>
                    <Chip size="small" label={tenant.is_active ? 'Active' : 'Inactive'} color={tenant.is_active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={pkg.label} color={pkg.status === 'assigned' ? 'primary' : 'warning'} />
                  </TableCell>
                  <TableCell align="right">{tenant.filter_plants_count ?? 0}</TableCell>
                  <TableCell align="right">{formatPkr(tenant.billing_summary?.total_monthly_fees ?? 0)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <TenantRowActions tenant={tenant} onView={() => onView(tenant.id)} onEdit={() => onEdit(tenant.id)} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** Tenant Management (/super-admin/tenants) of spec section 2. */
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
