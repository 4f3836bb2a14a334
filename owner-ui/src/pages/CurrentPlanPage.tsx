import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';

export default function CurrentPlanPage() {
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <WorkspacePremiumIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1" fontWeight={700}>
              Current Plan
            </Typography>
            <Chip label="Active" color="success" size="small" />
          </Stack>
          <Typography color="text.secondary">The subscription details interface will be implemented in a later phase.</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
