import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';

/** The console has no sign-in page of its own: its login route leaves for the one /login of both roles. */
export function LoginHandoff() {
  useEffect(() => {
    window.location.replace('/login');
  }, []);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      role="status"
    >
      <CircularProgress />
      <Typography>Loading...</Typography>
    </Box>
  );
}
