import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useNotifications } from '../../api/notifications/feed';
import { useMarkNotificationsRead } from '../../api/notifications/notifications';
import { useAuth } from '../../auth/AuthContext';
import { useToast } from '../../components/Toaster';
import { isShownAnnouncement } from './display';

/**
 * The platform's announcements to this owner at the top of the dashboard, each with its title and
 * whole body. Dismissing one marks it read: it leaves the dashboard and stays in the feed. Only a
 * filter owner has a feed; for anyone else nothing is fetched.
 */
export function DashboardAnnouncements() {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const owner = user?.role === 'filter_owner';
  const feed = useNotifications({ enabled: owner, secondary: true });
  const toast = useToast();
  // Hidden as soon as dismissed; back if the server did not take it.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const markRead = useMarkNotificationsRead({
    onError: (error, { keys }) => {
      setDismissed((current) => new Set([...current].filter((key) => !keys.includes(key))));
      toast({ title: t('markFailed'), description: errorMessage(error, '') || undefined, variant: 'error' });
    },
  });

  const shown = owner ? (feed.data?.items ?? []).filter((item) => isShownAnnouncement(item) && !dismissed.has(item.key)) : [];
  if (shown.length === 0) return null;

  return (
    <Stack spacing={1} component="section" aria-label={t('announcements')} data-testid="dashboard-announcements">
      {shown.map((item) => (
        <Alert
          key={item.key}
          severity={item.severity}
          closeText={t('dismiss')}
          onClose={() => {
            setDismissed((current) => new Set(current).add(item.key));
            markRead.mutate({ keys: [item.key] });
          }}
        >
          <AlertTitle>{item.title || item.text}</AlertTitle>
          {item.body && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.body}</Typography>}
        </Alert>
      ))}
    </Stack>
  );
}
