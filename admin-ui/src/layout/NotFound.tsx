import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <Box sx={{ py: 10, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        Oops! Page not found
      </Typography>
      <Button variant="contained" component={Link} to="/super-admin/dashboard">
        Return to Home
      </Button>
    </Box>
  );
}
