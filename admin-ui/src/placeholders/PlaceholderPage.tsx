import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export type Priority = 'high' | 'medium' | 'low' | 'next-phase';

export interface PlaceholderProps {
  title: string;
  description: string;
  priority: Priority;
  release: string;
  /** The badge text when the page has one other than the priority's own. */
  badge?: string;
}

const BADGES: Record<Priority, { label: string; color: 'error' | 'warning' | 'default' | 'info' }> = {
  high: { label: 'High Priority', color: 'error' },
  medium: { label: 'Medium Priority', color: 'warning' },
  low: { label: 'Future', color: 'default' },
  'next-phase': { label: 'Next Phase', color: 'info' },
};

/** A page not built yet: title, description, priority badge, release text, Go Back and Back to Dashboard. */
export function PlaceholderPage({ title, description, priority, release, badge }: PlaceholderProps) {
  const navigate = useNavigate();
  const shown = BADGES[priority];
  return (
    <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      <Title title={title} />
      <Card sx={{ maxWidth: 640, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center', p: 4 }}>
          <ConstructionIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Chip label={badge ?? shown.label} color={shown.color} size="small" sx={{ my: 1 }} />
          <Typography color="text.secondary">{description}</Typography>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {release}
          </Typography>
          <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 3 }}>
            <Button variant="outlined" onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button variant="contained" onClick={() => navigate('/super-admin/dashboard')}>
              Back to Dashboard
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
