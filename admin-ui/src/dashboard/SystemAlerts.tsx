import { Alert, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { Announcement, BackupsOverview } from '@paani/contracts';
import { useGetList } from 'react-admin';
import { backupAlerts } from '../backups/backups.model';
import { formatDashboardPkr, formatDateTime } from '../format';
import { DashboardData } from './dashboard.types';

/** The most active announcements the card lists; a line says how many more there are. */
export const ANNOUNCEMENTS_SHOWN = 5;

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

/** What owners see now: one info line for each active announcement, and how many more there are beyond those. */
export function announcementLines(announcements: Pick<Announcement, 'id' | 'title' | 'ends_at'>[], total = announcements.length) {
  const lines = announcements.map((announcement) => ({
    key: `announcement-${announcement.id}`,
    text: `Announcement to owners: ${announcement.title} (until ${formatDateTime(announcement.ends_at)})`,
  }));
  const more = total - announcements.length;
  if (more > 0) lines.push({ key: 'announcements-more', text: `and ${more} more active ${more === 1 ? 'announcement' : 'announcements'}` });
  return lines;
}

/** The announcements active now (GET /api/admin/announcements, status 'active'), soonest to end first; none while they load or if they cannot be read. */
function useActiveAnnouncements() {
  const { data, total } = useGetList<Announcement>('announcements', {
    filter: { status: 'active' },
    sort: { field: 'ends_at', order: 'ASC' },
    pagination: { page: 1, perPage: ANNOUNCEMENTS_SHOWN },
  });
  return announcementLines(data ?? [], total ?? data?.length ?? 0);
}

export function SystemAlerts({ data, backups }: { data: DashboardData; backups?: BackupsOverview }) {
  const alerts = systemAlerts(data, backups);
  const announcements = useActiveAnnouncements();
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
          {announcements.map((line) => (
            <Alert key={line.key} severity="info" variant="outlined" data-testid="active-announcement">
              {line.text}
            </Alert>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
