import { useState } from 'react';
import { Alert, Box, Card, CardContent, Grid, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Title } from 'react-admin';
import { formatCompact, formatPkr } from '../format';
import { SummaryTile } from '../layout/SummaryTile';
import { InactiveTable, NearLimitTable } from './tables';
import { PERIODS, usePlatformAnalytics } from './usePlatformAnalytics';

function ChartCard({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Period picker shared by Analytics and Reports. */
export function PeriodPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={days}
      onChange={(_event, value: number | null) => value && onChange(value)}
      aria-label="Period"
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period.days} value={period.days}>
          {period.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Usage Analytics (/super-admin/analytics): the platform over time from platform-level projections. */
export default function AnalyticsPage() {
  const [days, setDays] = useState(30);
  const { data, error, isPending } = usePlatformAnalytics(days);
  const dates = data?.days.map((day) => day.date) ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Usage Analytics" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <div>
          <Typography variant="h4" component="h1">
            Usage Analytics
          </Typography>
          <Typography color="text.secondary">Owners, plants, customers and deliveries across the platform</Typography>
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
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="Filter Owners" value={formatCompact(data.totals.owners)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="Active Plants" value={formatCompact(data.totals.active_plants)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="Customers" value={formatCompact(data.totals.customers)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="Deliveries" value={formatCompact(data.totals.deliveries)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="Delivery Sales" value={formatPkr(data.totals.sales)} size="h6" />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SummaryTile label="API Calls" value={formatCompact(data.totals.api_calls)} />
          </Grid>

          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard title="Growth" testId="chart-growth">
              <LineChart
                height={280}
                xAxis={[{ scaleType: 'point', data: dates }]}
                series={[
                  { label: 'Owners', data: data.days.map((day) => day.total_owners), showMark: false, curve: 'linear' },
                  { label: 'Active plants', data: data.days.map((day) => day.active_plants), showMark: false, curve: 'linear' },
                  { label: 'Customers', data: data.days.map((day) => day.total_customers), showMark: false, curve: 'linear' },
                ]}
              />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard title="Deliveries per day" testId="chart-deliveries">
              <BarChart
                height={280}
                xAxis={[{ scaleType: 'band', data: dates }]}
                series={[
                  { label: 'Deliveries', data: data.days.map((day) => day.deliveries) },
                  { label: 'Cans', data: data.days.map((day) => day.cans) },
                ]}
              />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <ChartCard title="Monthly platform revenue" testId="chart-revenue">
              {data.revenue_by_month.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 4 }}>
                  No invoices yet.
                </Typography>
              ) : (
                <BarChart
                  height={280}
                  xAxis={[{ scaleType: 'band', data: data.revenue_by_month.map((month) => month.month) }]}
                  series={[
                    { label: 'Invoiced (PKR)', data: data.revenue_by_month.map((month) => month.invoiced) },
                    { label: 'Collected (PKR)', data: data.revenue_by_month.map((month) => month.collected) },
                  ]}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                Collection rate: {data.revenue_by_month.map((month) => `${month.month} ${month.collection_rate}%`).join(' · ') || '—'}
              </Typography>
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <ChartCard title="Plan mix" testId="chart-plan-mix">
              <PieChart
                height={280}
                series={[
                  {
                    data: data.plan_mix.map((plan, index) => ({ id: plan.plan_id ?? index, value: plan.owners, label: plan.plan })),
                    innerRadius: 50,
                  },
                ]}
              />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard title="API calls per day" testId="chart-api-calls">
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: dates }]}
                series={[{ label: 'API calls', data: data.days.map((day) => day.api_calls) }]}
              />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <NearLimitTable rows={data.near_limits} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <InactiveTable rows={data.inactive_owners} days={14} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
