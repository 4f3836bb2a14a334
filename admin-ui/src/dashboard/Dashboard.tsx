import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import PaidIcon from '@mui/icons-material/Paid';
import FactoryIcon from '@mui/icons-material/Factory';
import PeopleIcon from '@mui/icons-material/People';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import type { BackupsOverview } from '@paani/contracts';
import { BACKUPS_PATH } from '../backups/backups.model';
import { apiQuery } from '../data/apiQuery';
import { formatCompact, formatDashboardPkr } from '../format';
import { DashboardData, systemHealth } from './dashboard.types';
import { PerformanceTrends } from './PerformanceTrends';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';
import { SystemAlerts } from './SystemAlerts';
import { SystemHealth } from './SystemHealth';

/** 'Super Admin Dashboard': a page of small widgets over GET /api/super-admin/dashboard. */
export default function Dashboard() {
  const { data, error, isPending } = useQuery(apiQuery<DashboardData>('/super-admin/dashboard'));
  // The backups' state feeds the alerts; while it loads (or if it cannot be read) the other alerts still show.
  const backups = useQuery(apiQuery<BackupsOverview>(BACKUPS_PATH));
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1">
        Super Admin Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        System overview and management
      </Typography>
      {isPending && <LinearProgress sx={{ mb: 2 }} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              title="Total Revenue"
              value={formatDashboardPkr(data.total_revenue)}
              hint="Invoiced to owners (void left out)"
              icon={<PaidIcon />}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard title="Active Filter Plants" value={formatCompact(Number(data.active_filter_plants))} icon={<FactoryIcon />} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard title="Total Filter Owners" value={formatCompact(Number(data.total_filter_owners))} icon={<PeopleIcon />} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard title="System Health" value={`${systemHealth(data.avg_response_time)}%`} icon={<MonitorHeartIcon />} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <PerformanceTrends />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <SystemHealth avgResponseTime={data.avg_response_time} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecentActivity registrations={data.recent_registrations ?? []} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SystemAlerts data={data} backups={backups.data} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
