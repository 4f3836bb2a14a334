import BoltIcon from '@mui/icons-material/Bolt';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOwnerDashboard } from '../api/dashboard/get-owner-dashboard';
import { useOnboardingEnabled } from '../api/onboarding/get-system-status';
import { ownerAlerts } from '../features/dashboard/alerts';
import { CurrentPlanCard } from '../features/dashboard/CurrentPlanCard';
import { dailyEntriesLink } from '../features/daily-entries/plant-day';
import { SAMPLE_DASHBOARD } from '../features/dashboard/sample';
import { WeeklyPerformanceCard } from '../features/dashboard/WeeklyPerformanceCard';
import { TodayExpensesCard } from '../features/dashboard/TodayExpensesCard';
import { formatCanRate, formatMoney, formatNumber, toNumber } from '@paani/contracts';
import { plantLimitText } from '../lib/plans';
import { storedPlantId } from '../lib/storage';
import { usePlants } from '../plants/PlantContext';
import { PageLoading } from '../shell/AppShell';

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" fontWeight={700} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} data-testid={`detail-${label.toLowerCase().replace(/\W+/g, '-')}`}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={500} textAlign="right" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </Stack>
  );
}

function NoPlants() {
  const navigate = useNavigate();
  // The dashboard treats a failed check as 'disabled' (spec section 4).
  const system = useOnboardingEnabled({ whenUnknown: false });
  useEffect(() => {
    if (system.data === true) navigate('/filter-owner/onboarding', { replace: true });
  }, [system.data, navigate]);
  if (system.isPending) return <PageLoading />;
  if (system.data) return <PageLoading text="Redirecting to /filter-owner/onboarding..." />;
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent>
        <Stack spacing={2} alignItems="center" textAlign="center">
          <Typography variant="h5" component="h1" fontWeight={700}>
            System Setup Required
          </Typography>
          <Typography color="text.secondary">You have no filter plants yet. Create one in Plant Management to start.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
            <Button variant="contained" onClick={() => navigate('/filter-owner/plants')}>
              Go to Plant Management
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const { plants, selectedPlant, isLoading } = usePlants();
  // While the plants load, the remembered plant's figures are already on their way.
  const plantId = selectedPlant?.id ?? (isLoading ? storedPlantId() : null);
  const dashboard = useOwnerDashboard(plantId, SAMPLE_DASHBOARD);
  const data = dashboard.data?.data;
  const usingSample = dashboard.data?.sample ?? false;
  const stats = data?.stats ?? SAMPLE_DASHBOARD.stats;
  const alerts = useMemo(() => ownerAlerts(stats), [stats]);

  if (!isLoading && plants.length === 0) return <NoPlants />;
  if (!data) return <PageLoading />;

  const plant = data.filter_plant ?? (selectedPlant ? { ...selectedPlant, phone: selectedPlant.phone } : null);
  const plan = stats.subscription_plan ?? selectedPlant?.subscription_plan ?? null;
  const usage = toNumber(stats.usage_limits?.percentage_used);
  const entries = (stats.recent_entries ?? []).slice(0, 4);

  return (
    <Stack spacing={3} data-testid="owner-dashboard">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        spacing={1}
      >
        <Box>
          <Typography variant="h4" component="h1" fontWeight={700}>
            Filter Owner Dashboard
          </Typography>
          <Typography color="text.secondary">
            {selectedPlant ? `${selectedPlant.name} · ${selectedPlant.code}` : 'Business overview'}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<BoltIcon />}
          onClick={() => navigate(selectedPlant ? dailyEntriesLink(selectedPlant) : '/filter-owner/daily-entries')}
        >
          Quick Entry
        </Button>
      </Stack>
      {usingSample && <Alert severity="info">Live figures are unavailable right now; showing sample data.</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CurrentPlanCard />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6 }}>
              <StatCard label="Today's Revenue" value={formatMoney(stats.today_revenue)} testId="stat-revenue" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label="Today's Deliveries" value={formatNumber(stats.today_deliveries)} testId="stat-deliveries" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label="Total Customers" value={formatNumber(stats.total_customers)} testId="stat-customers" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label="Pending Balance" value={formatMoney(stats.pending_balance)} testId="stat-pending" />
            </Grid>
          </Grid>
        </Grid>
      </Grid>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Plant Overview
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title="Plant Details">
                <Detail label="Code" value={plant?.code ?? '—'} />
                <Detail label="Address" value={plant?.address ?? '—'} />
                <Detail label="Phone" value={plant?.phone ?? '—'} />
                <Detail label="Can Rate" value={formatCanRate(plant?.default_can_rate)} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title="Operations">
                <Detail label="Areas" value={formatNumber(stats.total_areas)} />
                <Detail label="Staff" value={formatNumber(stats.total_employees)} />
                <Detail label="Customers" value={formatNumber(stats.total_customers)} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title="Today's Performance">
                <Detail label="Bottles delivered" value={formatNumber(stats.today_deliveries)} />
                <Detail label="Revenue" value={formatMoney(stats.today_revenue)} />
                <Detail label="Pending balance" value={formatMoney(stats.pending_balance)} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title="Subscription">
                <Detail label="Plan" value={plan?.name ?? 'Free'} />
                <Detail label="Monthly fee" value={formatMoney(plan?.monthly_fee ?? 0)} />
                <Detail
                  label="Max plants"
                  value={plantLimitText('max_plants' in (plan ?? {}) ? (plan as { max_plants?: number }).max_plants : 1)}
                />
                <Detail label="Usage" value={`${Math.round(usage)}%`} />
              </Section>
            </Grid>
          </Grid>
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WeeklyPerformanceCard days={stats.weekly_performance ?? []} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Important Notifications
              </Typography>
              <Stack spacing={1} data-testid="dashboard-alerts">
                {alerts.map((alert) => (
                  <Alert key={alert.text} severity={alert.severity}>
                    {alert.text}
                  </Alert>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
                <Typography variant="h6" component="h2">
                  Today's Operations
                </Typography>
                <Button size="small" onClick={() => navigate('/filter-owner/daily-entries')}>
                  View All
                </Button>
              </Stack>
              {entries.length === 0 ? (
                <Typography color="text.secondary">No deliveries recorded today.</Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Customer</TableCell>
                        <TableCell>Area</TableCell>
                        <TableCell align="right">Bottles</TableCell>
                        <TableCell align="right">Amount</TableCell>
                        <TableCell>Status</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {entries.map((entry) => (
                        <TableRow key={entry.id}>
                          <TableCell>{entry.customer_name}</TableCell>
                          <TableCell>{entry.area_name}</TableCell>
                          <TableCell align="right">{formatNumber(entry.bottles_delivered)}</TableCell>
                          <TableCell align="right">{formatMoney(entry.amount)}</TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              label={entry.status.replace('_', ' ')}
                              color={entry.status === 'delivered' ? 'success' : 'default'}
                              variant="outlined"
                            />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TodayExpensesCard expenses={stats.today_expenses} />
        </Grid>
      </Grid>
    </Stack>
  );
}
