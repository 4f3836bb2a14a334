import { Alert, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { BackupsOverview } from '@paani/contracts';
import { backupAlerts } from '../backups/backups.model';
import { formatDashboardPkr } from '../format';
import { DashboardData } from './dashboard.types';

/** The super admin's dashboard alerts (docs/product.md, "The console"): only what the figures show, no invented notice. */
export function systemAlerts(
  data: DashboardData,
  backups?: BackupsOverview,
  now = Date.now(),
): { severity: 'error' | 'warning' | 'info'; text: string }[] {
  const alerts = backups ? backupAlerts(backups, now) : [];
  if (Number(data.overdue_invoices) > 0) {
    alerts.push({ severity: 'error', text: `${data.overdue_invoices} overdue invoices (${formatDashboardPkr(data.overdue_amount)})` });
  }
  if (data.collection_rate !== null && data.collection_rate !== undefined && Number(data.collection_rate) < 85) {
    alerts.push({ severity: 'warning', text: `Collection rate at ${Math.round(Number(data.collection_rate) * 10) / 10}%` });
  }
  return alerts;
}

export function SystemAlerts({ data, backups }: { data: DashboardData; backups?: BackupsOverview }) {
  const alerts = systemAlerts(data, backups);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="System Alerts" />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          {alerts.map((alert) => (
            <Alert key={alert.text} severity={alert.severity}>
              {alert.text}
            </Alert>
          ))}
          {alerts.length === 0 && (
            <Typography color="text.secondary">No alerts: no overdue invoices, collections on track, backups up to date.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
