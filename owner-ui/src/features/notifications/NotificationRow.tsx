import { Box, Chip, ListItem, ListItemButton, ListItemIcon, Stack, Typography } from '@mui/material';
import type { OwnerNotification } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../dashboard/alerts';
import { whenText } from './display';
import { SeverityIcon } from './SeverityIcon';
import { MetaLine } from '../../components/MetaLine';

/**
 * One notification: its severity, its sentence in the language on screen (an announcement: its
 * title and its whole body), the plant and when; bold with a dot until it is read.
 */
export function NotificationRow({ item, onOpen }: { item: OwnerNotification; onOpen(item: OwnerNotification): void }) {
  const { t } = useTranslation('notifications');
  const announcement = item.kind === 'announcement';
  // The plant, when, and an announcement's end: each isolated, so a Latin name in Urdu keeps its place.
  const meta = [
    item.plant_name,
    item.at ? whenText(item.at) : null,
    announcement && item.ends_at ? t('until', { date: whenText(item.ends_at) }) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <ListItem disablePadding divider data-testid="notification" data-key={item.key} data-read={item.read ? 'true' : 'false'}>
      <ListItemButton onClick={() => onOpen(item)} alignItems="flex-start" sx={{ gap: 1.5, py: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 0, mt: 0.25 }}>
          <SeverityIcon item={item} />
        </ListItemIcon>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography
              component="span"
              fontWeight={item.read ? 400 : 700}
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="notification-text"
            >
              {notificationText(item)}
            </Typography>
            {announcement && <Chip size="small" variant="outlined" label={t('announcement')} />}
          </Stack>
          {announcement && item.body && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="announcement-body">
              {item.body}
            </Typography>
          )}
          {meta.length > 0 && <MetaLine parts={meta} testId="notification-meta" />}
        </Stack>
        {!item.read && (
          <Box
            component="span"
            role="img"
            aria-label={t('unread')}
            sx={{ flexShrink: 0, width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
