import LogoutIcon from '@mui/icons-material/Logout';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { Alert, AppBar, Box, Button, CircularProgress, Container, IconButton, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRider } from '../../api/rider/get-rider';
import { useRiderSheet } from '../../api/rider/get-rider-sheet';
import { useAuth } from '../../auth/AuthContext';
import { CustomerCard } from './CustomerCard';
import { DayClose } from './DayClose';

/**
 * The rider's app at /rider, made for a 360 px phone: today's sheet of their areas in route order,
 * one card per customer saved on its own, and the day close. Everything is checked again by the
 * server (their areas, their rates, their own day).
 */
export default function RiderPage() {
  const { t } = useTranslation('rider');
  const { user, logout } = useAuth();
  const rider = useRider();
  const date = rider.data?.today;
  const sheet = useRiderSheet(date);
  const [tab, setTab] = useState<'deliveries' | 'close'>('deliveries');
  const rows = sheet.data?.rows ?? [];
  const saved = rows.filter((row) => row.entries.length > 0).length;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, px: 1.5 }}>
          <WaterDropIcon aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h1" fontWeight={700} noWrap>
              {t('page.title')}
            </Typography>
            <Typography variant="caption" component="p" noWrap>
              {rider.data ? `${rider.data.name} · ${rider.data.today} · ${rider.data.plant_name}` : (user?.name ?? '')}
            </Typography>
          </Box>
          <IconButton color="inherit" aria-label={t('page.signOut')} onClick={() => void logout()} sx={{ width: 48, height: 48 }}>
            <LogoutIcon />
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
        {rider.isError && (
          <Alert severity="error" action={<Button onClick={() => void rider.refetch()}>{t('page.retry')}</Button>}>
            {t('page.loadFailed')}
          </Alert>
        )}
        {rider.data && rider.data.areas.length === 0 && <Alert severity="info">{t('page.noAreas')}</Alert>}
        {tab === 'deliveries' ? (
          <Stack spacing={1.5}>
            {rider.data && rider.data.areas.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('page.areas', { areas: rider.data.areas.map((area) => area.name).join(', ') })}
                {rows.length > 0 && ` · ${t('page.progress', { saved, total: rows.length })}`}
              </Typography>
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
            {sheet.data && rows.length === 0 && rider.data && rider.data.areas.length > 0 && (
              <Alert severity="info">{t('page.empty')}</Alert>
            )}
            {sheet.data && rows.map((row) => <CustomerCard key={row.customer_id} row={row} date={sheet.data.date} />)}
          </Stack>
        ) : (
          date && <DayClose date={date} />
        )}
      </Container>
    </Box>
  );
}
