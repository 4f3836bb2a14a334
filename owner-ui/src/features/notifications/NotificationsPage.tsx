import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Button, Card, List, ListItem, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import type { OwnerNotification } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useNotifications } from '../../api/notifications/feed';
import { useMarkNotificationsRead } from '../../api/notifications/notifications';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, NothingYet } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { formatNumber } from '../../lib/format';
import { usePlants } from '../../plants/PlantContext';
import { isAppPath, unreadKeys } from './display';
import { NotificationRow } from './NotificationRow';

type Filter = 'all' | 'unread';

function LoadingList() {
  return (
    <Card variant="outlined" data-testid="notifications-loading">
      <List disablePadding>
        {[0, 1, 2, 3].map((row) => (
          <ListItem key={row} divider sx={{ gap: 1.5, py: 1.5, alignItems: 'flex-start' }}>
            <Skeleton variant="circular" width={24} height={24} />
            <Stack sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="35%" />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return <NothingYet icon={NotificationsNoneIcon} title={title} text={text} testId="notifications-empty" />;
}

/**
 * The owner's notifications, from every plant of theirs, newest first (docs/product.md, "The owner
 * app"). Opening one marks it read, selects its plant and goes where it is handled.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { selectPlant } = usePlants();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const feed = useNotifications();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, '') || undefined, variant: 'error' });
  const markOne = useMarkNotificationsRead({ onError: failed(t('markFailed')) });
  const markAll = useMarkNotificationsRead({
    onSuccess: () => toast({ title: t('allMarked'), variant: 'success' }),
    onError: failed(t('markAllFailed')),
  });

  const items = feed.data?.items ?? [];
  const unread = unreadKeys(items);
  const shown = filter === 'unread' ? items.filter((item) => !item.read) : items;

  const open = (item: OwnerNotification) => {
    if (!item.read) markOne.mutate({ keys: [item.key] });
    if (item.plant_id !== null) selectPlant(item.plant_id);
    if (isAppPath(item.link)) navigate(item.link);
  };

  const body = () => {
    if (!feed.data) {
      if (feed.isError) return <LoadError title={t('loadFailed')} error={feed.error} onRetry={() => void feed.refetch()} />;
      return <LoadingList />;
    }
    if (items.length === 0) return <Empty title={t('empty.title')} text={t('empty.text')} />;
    if (shown.length === 0) return <Empty title={t('emptyUnread.title')} text={t('emptyUnread.text')} />;
    return (
      <Card variant="outlined">
        <List disablePadding data-testid="notifications-list">
          {shown.map((item) => (
            <NotificationRow key={item.key} item={item} onOpen={open} />
          ))}
        </List>
      </Card>
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        phoneAlign="flex-start"
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            disabled={unread.length === 0 || markAll.isPending}
            onClick={() => markAll.mutate({ keys: unread })}
          >
            {t('markAllRead')}
          </Button>
        }
      />
      <Tabs value={filter} onChange={(_, value: Filter) => setFilter(value)} aria-label={t('filters.label')}>
        <Tab value="all" label={t('filters.all')} />
        <Tab value="unread" label={t('filters.unread', { unread: formatNumber(unread.length) })} />
      </Tabs>
      {body()}
    </Stack>
  );
}
