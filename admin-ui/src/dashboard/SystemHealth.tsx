import { Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { systemHealth } from './dashboard.types';

export function SystemHealth({ avgResponseTime }: { avgResponseTime: number }) {
  const health = systemHealth(avgResponseTime);
  const color = health >= 80 ? 'success' : health >= 50 ? 'warning' : 'error';
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="System Health" subheader="From the measured average response time" />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h4" component="p" data-testid="system-health">
            {health}%
          </Typography>
          <Typography color="text.secondary">avg response {Number(avgResponseTime || 0).toFixed(2)} s</Typography>
        </Box>
        <LinearProgress variant="determinate" value={health} color={color} sx={{ mt: 1, height: 8, borderRadius: 4 }} />
      </CardContent>
    </Card>
  );
}
