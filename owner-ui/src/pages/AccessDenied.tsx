import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { Role } from '@paani/contracts';

export function AccessDenied({ requiredRole }: { requiredRole: Role }) {
  const hint = requiredRole === 'filter_owner' ? 'This page is for filter owners only.' : 'This page is for super administrators only.';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={1.5} alignItems="center" textAlign="center" sx={{ maxWidth: 420 }}>
        <LockOutlinedIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h4" component="h1" fontWeight={700}>
          Access Denied
        </Typography>
        <Typography>You don't have permission to access this page.</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <Link
          href="#"
          onClick={(event) => {
            event.preventDefault();
            if (window.history.length > 1) window.history.back();
            else window.location.assign('/');
          }}
        >
          Go back
        </Link>
      </Stack>
    </Box>
  );
}
