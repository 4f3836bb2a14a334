import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { Header } from './Header';
import { menuFor } from './menu';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './SidebarContext';

export function PageLoading({ text }: { text?: string }) {
  const { t } = useTranslation('nav');
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: 240, py: 6 }} role="status">
      <CircularProgress />
      <Typography color="text.secondary">{text ?? t('loading')}</Typography>
    </Stack>
  );
}

/** Sidebar, header and the routed content. */
export function AppShell() {
  const { user } = useAuth();
  return (
    <SidebarProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Sidebar sections={menuFor(user?.role)} />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header />
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </SidebarProvider>
  );
}
