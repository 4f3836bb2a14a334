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
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useOwnerDashboard } from '../api/dashboard/get-owner-dashboard';
import { useOnboardingEnabled } from '../api/onboarding/get-system-status';
import { ownerAlerts } from '../features/dashboard/alerts';
import { CurrentPlanCard } from '../features/dashboard/CurrentPlanCard';
import { dailyEntriesLink } from '../features/daily-entries/plant-day';
import { WeeklyPerformanceCard } from '../features/dashboard/WeeklyPerformanceCard';
import { TodayExpensesCard } from '../features/dashboard/TodayExpensesCard';
import { TodayByProduct } from '../features/dashboard/TodayByProduct';
import { ContainersOut } from '../features/dashboard/ContainersOut';
import { DashboardAnnouncements } from '../features/notifications/DashboardAnnouncements';
import { formatCanRate, formatMoney, formatNumber, toNumber } from '@paani/contracts';
import { plantLimitText } from '../lib/plans';
import { storedPlantId } from '../lib/storage';
import { usePlants } from '../plants/PlantContext';
import { PageLoading } from '../shell/AppShell';
import { LoadError } from '../components/ScreenStates';

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

const ENTRY_STATUSES = ['delivered', 'not_home', 'refused', 'skipped'] as const;
const isEntryStatus = (status: string): status is (typeof ENTRY_STATUSES)[number] => (ENTRY_STATUSES as readonly string[]).includes(status);

/** One line of the plant overview; its test id is its English name's (`detail-can-rate`), whatever the language. */
function Detail({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} data-testid={`detail-${testId}`}>
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
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  // The dashboard treats a failed check as 'disabled' (docs/product.md, "The owner app").
  const system = useOnboardingEnabled({ whenUnknown: false });
  useEffect(() => {
    if (system.data === true) navigate('/filter-owner/onboarding', { replace: true });
  }, [system.data, navigate]);
  if (system.isPending) return <PageLoading />;
  if (system.data) return <PageLoading text={t('noPlants.redirecting')} />;
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent>
        <Stack spacing={2} alignItems="center" textAlign="center">
          <Typography variant="h5" component="h1" fontWeight={700}>
            {t('noPlants.title')}
          </Typography>
          <Typography color="text.secondary">{t('noPlants.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {t('noPlants.refresh')}
            </Button>
            <Button variant="contained" onClick={() => navigate('/filter-owner/plants')}>
              {t('noPlants.toPlants')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'billing']);
  const navigate = useNavigate();
  const { plants, selectedPlant, isLoading } = usePlants();
  // While the plants load, the remembered plant's figures are already on their way.
  const plantId = selectedPlant?.id ?? (isLoading ? storedPlantId() : null);
  const dashboard = useOwnerDashboard(plantId);
  const data = dashboard.data;

  if (!isLoading && plants.length === 0) return <NoPlants />;
  if (dashboard.isError) return <LoadError title={t('loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!data) return <PageLoading />;

  const stats = data.stats;
  // Worked out on every render: a language switch re-renders, and their own texts follow it.
  const alerts = ownerAlerts(stats);

  const plant = data.filter_plant ?? (selectedPlant ? { ...selectedPlant, phone: selectedPlant.phone } : null);
  const plan = stats.subscription_plan ?? selectedPlant?.subscription_plan ?? null;
  const usage = toNumber(stats.usage_limits?.percentage_used);
  const entries = (stats.recent_entries ?? []).slice(0, 4);

  return (
    <Stack spacing={3} data-testid="owner-dashboard">
      <DashboardAnnouncements />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        spacing={1}
      >
        <Box>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">
            {selectedPlant ? t('plantLine', { name: selectedPlant.name, code: selectedPlant.code }) : t('overview')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<BoltIcon />}
          onClick={() => navigate(selectedPlant ? dailyEntriesLink(selectedPlant) : '/filter-owner/daily-entries')}
        >
          {t('quickEntry')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CurrentPlanCard />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6 }}>
              <StatCard label={t('stats.revenue')} value={formatMoney(stats.today_revenue)} testId="stat-revenue" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label={t('stats.deliveries')} value={formatNumber(stats.today_deliveries)} testId="stat-deliveries" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label={t('stats.customers')} value={formatNumber(stats.total_customers)} testId="stat-customers" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <StatCard label={t('stats.pending')} value={formatMoney(stats.pending_balance)} testId="stat-pending" />
            </Grid>
          </Grid>
        </Grid>
      </Grid>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('plantOverview')}
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title={t('details.title')}>
                <Detail label={t('details.code')} testId="code" value={plant?.code ?? '—'} />
                <Detail label={t('details.address')} testId="address" value={plant?.address ?? '—'} />
                <Detail label={t('details.phone')} testId="phone" value={plant?.phone ?? '—'} />
                <Detail label={t('details.canRate')} testId="can-rate" value={formatCanRate(plant?.default_can_rate)} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title={t('operations.title')}>
                <Detail label={t('operations.areas')} testId="areas" value={formatNumber(stats.total_areas)} />
                <Detail label={t('operations.staff')} testId="staff" value={formatNumber(stats.total_employees)} />
                <Detail label={t('operations.customers')} testId="customers" value={formatNumber(stats.total_customers)} />
                <ContainersOut products={stats.containers} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title={t('today.title')}>
                <Detail label={t('today.bottles')} testId="bottles-delivered" value={formatNumber(stats.today_deliveries)} />
                <Detail label={t('today.revenue')} testId="revenue" value={formatMoney(stats.today_revenue)} />
                <Detail label={t('today.pending')} testId="pending-balance" value={formatMoney(stats.pending_balance)} />
                <TodayByProduct products={stats.today_by_product} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <Section title={t('subscription.title')}>
                <Detail label={t('subscription.plan')} testId="plan" value={plan?.name ?? t('billing:plans.free')} />
                <Detail label={t('subscription.fee')} testId="monthly-fee" value={formatMoney(plan?.monthly_fee ?? 0)} />
                <Detail
                  label={t('subscription.maxPlants')}
                  testId="max-plants"
                  value={plantLimitText('max_plants' in (plan ?? {}) ? (plan as { max_plants?: number }).max_plants : 1)}
                />
                <Detail label={t('subscription.usage')} testId="usage" value={`${Math.round(usage)}%`} />
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
                {t('notifications')}
              </Typography>
              <Stack spacing={1} data-testid="dashboard-alerts">
                {alerts.map((alert) => (
                  <Alert key={alert.text} severity={alert.severity}>
                    {alert.text}
                  </Alert>
                ))}
                {alerts.length === 0 && <Typography color="text.secondary">{t('alerts.none')}</Typography>}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {t('todayOperations')}
                </Typography>
                <Button size="small" onClick={() => navigate('/filter-owner/daily-entries')}>
                  {t('viewAll')}
                </Button>
              </Stack>
              {entries.length === 0 ? (
                <Typography color="text.secondary">{t('noDeliveries')}</Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('columns.customer')}</TableCell>
                        <TableCell>{t('columns.area')}</TableCell>
                        <TableCell align="right">{t('columns.bottles')}</TableCell>
                        <TableCell align="right">{t('columns.amount')}</TableCell>
                        <TableCell>{t('columns.status')}</TableCell>
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
                              label={isEntryStatus(entry.status) ? t(`entryStatus.${entry.status}`) : entry.status.replace('_', ' ')}
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
