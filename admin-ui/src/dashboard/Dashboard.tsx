import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';

export default function Dashboard() {
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1">
        Super Admin Dashboard
      </Typography>
      <Typography color="text.secondary">System overview and management</Typography>
    </Box>
  );
}
