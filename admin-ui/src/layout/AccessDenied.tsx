import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';

/** The role gate, for a signed-in user who is neither a super admin nor an auditor (docs/product.md, "Who uses it"). */
export function AccessDenied({ role }: { role: string }) {
  const hint = role === 'super_admin' ? 'This page is for filter owners only.' : 'This page is for super administrators only.';
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}
    >
      <LockIcon color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1">
        Access Denied
      </Typography>
      <Typography>You don&apos;t have permission to access this page.</Typography>
      <Typography color="text.secondary">{hint}</Typography>
      <Button
        variant="outlined"
        href="/"
        onClick={(event) => {
          if (window.history.length > 1) {
            event.preventDefault();
            window.history.back();
          }
        }}
      >
        Go back
      </Button>
    </Box>
  );
}
