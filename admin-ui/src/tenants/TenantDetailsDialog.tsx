import { StreamLink } from '../events/StreamLink';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { apiQuery } from '../data/apiQuery';
import { formatDate, formatPkr } from '../format';
import { TenantDetails } from './tenant.types';

/** The 'Filter Owner Details' dialog, from GET /api/super-admin/filter-owners/{id} (the record with its analytics). */
export function TenantDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const notify = useNotify();
  // The last owner stays in the dialog while it closes; another owner's details wait behind the spinner.
  const { data, error, isPending, isPlaceholderData } = useQuery({
    ...apiQuery<TenantDetails>(`/super-admin/filter-owners/${id}`),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const loading = id !== null && (isPending || isPlaceholderData);
  useEffect(() => {
    if (error) notify('Failed to load owner details. Please try again.', { type: 'error' });
  }, [error, notify]);

  const plants = data?.analytics?.plants_breakdown ?? [];
  const total = data?.analytics?.total_monthly_billing ?? data?.billing_summary?.total_monthly_fees ?? 0;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tenant-details-title">
      <DialogTitle id="tenant-details-title">Filter Owner Details</DialogTitle>
      <DialogContent dividers>
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        )}
        {error && !loading && <Alert severity="error">Failed to load owner details. Please try again.</Alert>}
        {data && !loading && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <Detail label="Name" value={data.name} />
              <Detail label="Email" value={data.email} />
              <Box>
                <Typography variant="caption" color="text.secondary">
                  Status
                </Typography>
                <Box>
                  <Chip size="small" label={data.is_active ? 'Active' : 'Inactive'} color={data.is_active ? 'success' : 'default'} />
                </Box>
              </Box>
              <Detail label="Account Created" value={formatDate(data.analytics?.account_created ?? data.created_at)} />
            </Box>
            <Divider />
            <Typography variant="h6" component="h3">
              Plants Overview
            </Typography>
            {plants.length === 0 ? (
              <Typography color="text.secondary">No plants yet.</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Plant</TableCell>
                    <TableCell>Code</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Areas</TableCell>
                    <TableCell align="right">Employees</TableCell>
                    <TableCell align="right">Monthly Fee</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {plants.map((plant) => (
                    <TableRow key={plant.id}>
                      <TableCell>{plant.name}</TableCell>
                      <TableCell>{plant.code}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={plant.is_active ? 'Active' : 'Awaiting Activation'}
                          color={plant.is_active ? 'success' : 'warning'}
                        />
                      </TableCell>
                      <TableCell align="right">{plant.areas_count}</TableCell>
                      <TableCell align="right">{plant.employees_count}</TableCell>
                      <TableCell align="right">{formatPkr(plant.monthly_fee)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Divider />
            <Typography variant="h6" component="h3">
              Billing Summary
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography>Total Monthly Billing</Typography>
              <Typography fontWeight={600}>{formatPkr(total)}</Typography>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {id !== null && <StreamLink streamId={`user-${id}`} />}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}
