import { useState } from 'react';
import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { PeriodPicker } from '../analytics/AnalyticsPage';
import { DailyTable, InactiveTable, NearLimitTable, PlanMixTable, RevenueTable } from '../analytics/tables';
import { usePlatformAnalytics } from '../analytics/usePlatformAnalytics';

/** System Reports (/super-admin/reports): the platform's figures as tables, each exportable as CSV. */
export default function ReportsPage() {
  const [days, setDays] = useState(30);
  const { data, error, isPending } = usePlatformAnalytics(days);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="System Reports" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <div>
          <Typography variant="h4" component="h1">
            System Reports
          </Typography>
          <Typography color="text.secondary">Tenants, billing and operations; every table exports as CSV</Typography>
        </div>
        <PeriodPicker days={days} onChange={setDays} />
      </Box>
      {isPending && <LinearProgress sx={{ my: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ my: 2 }}>
          {error.message}
        </Alert>
      )}
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <RevenueTable rows={data.revenue_by_month} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <PlanMixTable rows={data.plan_mix} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <NearLimitTable rows={data.near_limits} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <InactiveTable rows={data.inactive_owners} days={14} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <DailyTable rows={data.days} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
