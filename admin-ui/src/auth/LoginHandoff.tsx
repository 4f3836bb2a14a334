import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';

/**
 * One /login for both roles: the console's login route hands over to the owner app's sign-in page,
 * remembering where the visitor was going the way that app's router does (history state `usr.from`).
 */
export function LoginHandoff() {
  const location = useLocation();
  useEffect(() => {
    const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
    const next = state?.nextPathname ?? '';
    const from = next.startsWith('/super-admin/') ? `${next}${state?.nextSearch ?? ''}` : '/super-admin/dashboard';
    window.history.replaceState({ usr: { from }, key: 'console', idx: 0 }, '', '/login');
    window.location.reload();
  }, [location.state]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }} role="status">
      <CircularProgress />
      <Typography>Loading...</Typography>
    </Box>
  );
}
