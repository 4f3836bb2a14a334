import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { Tenant } from './tenant.types';

function Stat({ label, value, hint }: { label: string; value: number | string; hint: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`stat-${label}`}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Section 2: the server's total, and the active accounts and plants of the page shown. */
export function TenantStats() {
  const { data = [], total = 0 } = useListContext<Tenant>();
  const active = data.filter((tenant) => tenant.is_active).length;
  const plants = data.reduce((sum, tenant) => sum + (tenant.filter_plants_count ?? 0), 0);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stat label="Total Filter Owners" value={total} hint="Registered accounts" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stat label="Active Accounts" value={active} hint="On this page" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stat label="Total Plants" value={plants} hint="On this page" />
      </Grid>
    </Grid>
  );
}
