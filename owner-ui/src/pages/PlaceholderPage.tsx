import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';

export type Priority = 'high' | 'medium' | 'low' | 'next-phase' | 'coming-soon';

export interface PlaceholderProps {
  title: string;
  description: string;
  priority: Priority;
  estimatedRelease: string;
  extra?: string;
}

const PRIORITY_BADGES: Record<Priority, { label: string; color: 'error' | 'warning' | 'default' | 'info' }> = {
  high: { label: 'High Priority', color: 'error' },
  medium: { label: 'Medium Priority', color: 'warning' },
  low: { label: 'Future', color: 'default' },
  'next-phase': { label: 'Next Phase', color: 'info' },
  'coming-soon': { label: 'Coming Soon', color: 'warning' },
};

export function PlaceholderPage({ title, description, priority, estimatedRelease, extra }: PlaceholderProps) {
  const navigate = useNavigate();
  const badge = PRIORITY_BADGES[priority];
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2} alignItems="flex-start">
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
            <ConstructionIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1" fontWeight={700}>
              {title}
            </Typography>
            <Chip label={badge.label} color={badge.color} size="small" />
          </Stack>
          <Typography color="text.secondary">{description}</Typography>
          {extra && <Typography>{extra}</Typography>}
          <Typography variant="body2">Estimated release: {estimatedRelease}</Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button variant="contained" onClick={() => navigate('/filter-owner/dashboard')}>
              Back to Dashboard
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The owner app's pages not built yet (docs/product.md#owner-app), keyed by path. */
export const PLACEHOLDERS: Record<string, PlaceholderProps> = {
  '/filter-owner/invoices': {
    title: 'Feature in Development',
    description: 'Customer invoices are being built.',
    priority: 'next-phase',
    estimatedRelease: 'Next phase',
  },
  '/coming-soon': {
    title: 'Coming Soon',
    description: 'This feature is on its way.',
    priority: 'coming-soon',
    estimatedRelease: 'Soon',
  },
  '/currency-preferences': {
    title: 'Currency Preferences',
    description: 'Multi-currency support is currently disabled.',
    extra: 'All amounts are shown in Pakistani Rupees (PKR).',
    priority: 'next-phase',
    estimatedRelease: 'Next phase',
  },
  '/profile': {
    title: 'Profile',
    description: 'Editing your profile is coming soon.',
    priority: 'low',
    estimatedRelease: 'Later this year',
  },
  '/notifications': {
    title: 'Notifications',
    description: 'Your notifications will appear here.',
    priority: 'low',
    estimatedRelease: 'Later this year',
  },
  '/messages': { title: 'Messages', description: 'Your messages will appear here.', priority: 'low', estimatedRelease: 'Later this year' },
  '/settings': {
    title: 'Settings',
    description: 'Account settings are coming soon.',
    priority: 'low',
    estimatedRelease: 'Later this year',
  },
};
