import LogoutIcon from '@mui/icons-material/Logout';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import {
  Alert,
  AppBar,
  Box,
  Button,
  CircularProgress,
  Container,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Toolbar,
  Typography,
  useTheme,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTomorrow, useRider, useRiderSheet } from '../../api/rider/rider-reads';
import { useOutbox } from '../../api/rider/use-outbox';
import { useAuth } from '../../auth/AuthContext';
import { LanguageMenu } from '../../components/LanguageMenu';
import { mirrorInRtl } from '../../components/mirror';
import { CustomerCard } from './CustomerCard';
import { DayClose } from './DayClose';
import { queuedEntries } from './optimistic';
import { OutboxPanel } from './OutboxPanel';
import { installRiderApp } from './rider-app';
import './rider.css';

/** The theme's colours for rider.css, whose plain cards do not read the MUI theme themselves. */
const sheetColours = ({ palette }: Theme) =>
  ({
    '--rider-paper': palette.background.paper,
    '--rider-text': palette.text.primary,
    '--rider-text2': palette.text.secondary,
    '--rider-divider': palette.divider,
    '--rider-primary': palette.primary.main,
    '--rider-on-primary': palette.primary.contrastText,
    '--rider-success': palette.success.main,
    '--rider-warning': palette.warning.dark,
    '--rider-error': palette.error.main,
  }) as CSSProperties;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The rider's app at /rider, made for a 360 px phone and a patchy network: today's sheet of their
 * areas in route order, one card per customer saved on its own, and the day close. The sheet is
 * kept on the phone and everything recorded is queued there and sent in order when the network
 * allows (api/rider/outbox.ts). Everything is checked again by the server (their areas, their
 * rates, their own day).
 */
export default function RiderPage() {
  const { user } = useAuth();
  // RoleGate lets only a signed-in rider here; the id keeps two riders' queues on one phone apart.
  return user ? <RiderApp userId={user.id} fallbackName={user.name} /> : null;
}

function RiderApp({ userId, fallbackName }: { userId: number; fallbackName: string }) {
  const { t } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const rider = useRider(userId);
  const profile = rider.data?.data;
  const date = profile?.today;
  const sheet = useRiderSheet(userId, date);
  const outbox = useOutbox(userId);
  const [tab, setTab] = useState<'deliveries' | 'close'>('deliveries');
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const rows = sheet.data?.data.rows ?? [];
  const saved = rows.filter((row) => row.entries.length > 0).length;
  const queued = useMemo(() => (date ? queuedEntries(outbox.waiting, date) : new Map()), [outbox.waiting, date]);
  const unsent = outbox.waiting.length + outbox.rejected.length;

  // The app's files are cached for offline use once the sheet shows, not while a slow link still brings it.
  const sheetShown = Boolean(sheet.data);
  useEffect(() => {
    if (sheetShown) installRiderApp();
  }, [sheetShown]);
  useEffect(() => {
    if (date && rider.data?.savedAt === null) void keepTomorrow(queryClient, userId, date);
  }, [date, rider.data?.savedAt, queryClient, userId]);

  const signOut = () => {
    if (unsent > 0 && !confirmSignOut) setConfirmSignOut(true);
    else void logout();
  };
  const savedAt = sheet.data?.savedAt ?? rider.data?.savedAt;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} style={sheetColours(theme)}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, px: 1.5 }}>
          <WaterDropIcon aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h1" fontWeight={700} noWrap>
              {t('page.title')}
            </Typography>
            <Typography variant="caption" component="p" noWrap>
              {profile ? tOffline('header', { name: profile.name, date: profile.today, plant: profile.plant_name }) : fallbackName}
            </Typography>
          </Box>
          <LanguageMenu color="inherit" />
          <IconButton color="inherit" aria-label={t('page.signOut')} onClick={signOut} sx={{ width: 48, height: 48 }}>
            <LogoutIcon sx={mirrorInRtl} />
          </IconButton>
        </Toolbar>
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value)}
          variant="fullWidth"
          textColor="inherit"
          indicatorColor="secondary"
          sx={{ bgcolor: 'primary.dark' }}
        >
          <Tab value="deliveries" label={t('page.tabs.deliveries')} sx={{ minHeight: 48 }} />
          <Tab value="close" label={t('page.tabs.close')} sx={{ minHeight: 48 }} />
        </Tabs>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 2, px: 1.5 }} component="main">
        <Stack spacing={1.5} sx={{ mb: 1.5 }}>
          {confirmSignOut && unsent > 0 && (
            <Alert
              severity="warning"
              role="alert"
              data-testid="rider-signout-warning"
              action={
                <Stack spacing={0.5}>
                  <Button color="inherit" size="small" onClick={() => setConfirmSignOut(false)}>
                    {tOffline('signOut.stay')}
                  </Button>
                  <Button color="inherit" size="small" onClick={() => void logout()}>
                    {tOffline('signOut.confirm')}
                  </Button>
                </Stack>
              }
            >
              {tOffline('signOut.warning', { count: unsent })}
            </Alert>
          )}
          {!outbox.online && (
            <Alert severity="info" data-testid="rider-offline">
              {tOffline('offline')}
              {savedAt && ` ${tOffline('savedCopy', { time: timeOf(savedAt) })}`}
            </Alert>
          )}
          <OutboxPanel outbox={outbox} />
        </Stack>
        {rider.isError && (
          <Alert severity="error" action={<Button onClick={() => void rider.refetch()}>{t('page.retry')}</Button>}>
            {t('page.loadFailed')}
          </Alert>
        )}
        {profile && profile.areas.length === 0 && <Alert severity="info">{t('page.noAreas')}</Alert>}
        {tab === 'deliveries' ? (
          <Stack spacing={1.5}>
            {profile && profile.areas.length > 0 && (
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                <Typography variant="body2" color="text.secondary">
                  {t('page.areas', { areas: profile.areas.map((area) => area.name).join(', ') })}
                </Typography>
                {rows.length > 0 && (
                  <Typography variant="body2" color="text.secondary" data-testid="rider-progress">
                    {tOffline('progress', { saved, total: rows.length })}
                  </Typography>
                )}
              </Stack>
            )}
            {(rider.isPending || sheet.isPending) && !rider.isError && (
              <Stack alignItems="center" sx={{ py: 4 }}>
                <CircularProgress aria-label={t('page.loading')} />
              </Stack>
            )}
            {sheet.isError && (
              <Alert severity="error" action={<Button onClick={() => void sheet.refetch()}>{t('page.retry')}</Button>}>
                {t('page.loadFailed')}
              </Alert>
            )}
            {sheet.data && rows.length === 0 && profile && profile.areas.length > 0 && <Alert severity="info">{t('page.empty')}</Alert>}
            {sheet.data && (
              <div className="rider-sheet">
                {rows.map((row) => (
                  <CustomerCard
                    key={row.customer_id}
                    row={row}
                    date={sheet.data.data.date}
                    userId={userId}
                    queued={queued.get(row.customer_id)}
                  />
                ))}
              </div>
            )}
          </Stack>
        ) : (
          date && <DayClose date={date} userId={userId} waiting={outbox.waiting} />
        )}
      </Container>
    </Box>
  );
}
