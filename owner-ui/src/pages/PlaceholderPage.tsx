import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { app } from '../i18n/en/app';

export type Priority = 'high' | 'medium' | 'low' | 'next-phase' | 'coming-soon';

/** Which page it is: its title, description and release are `app:placeholders.<page>`. */
export type PlaceholderKey = keyof typeof app.placeholders;

export interface PlaceholderProps {
  page: PlaceholderKey;
  priority: Priority;
  /** A line under the description, `app:notes.<note>`. */
  note?: keyof typeof app.notes;
}

const PRIORITY_COLORS: Record<Priority, 'error' | 'warning' | 'default' | 'info'> = {
  high: 'error',
  medium: 'warning',
  low: 'default',
  'next-phase': 'info',
  'coming-soon': 'warning',
};

export function PlaceholderPage({ page, priority, note }: PlaceholderProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2} alignItems="flex-start">
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
            <ConstructionIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t(`placeholders.${page}.title`)}
            </Typography>
            <Chip label={t(`placeholder.priority.${priority}`)} color={PRIORITY_COLORS[priority]} size="small" />
          </Stack>
          <Typography color="text.secondary">{t(`placeholders.${page}.description`)}</Typography>
          {note && <Typography>{t(`notes.${note}`)}</Typography>}
          <Typography variant="body2">{t('placeholder.estimatedRelease', { release: t(`placeholders.${page}.release`) })}</Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
              {t('placeholder.goBack')}
            </Button>
            <Button variant="contained" onClick={() => navigate('/filter-owner/dashboard')}>
              {t('placeholder.backToDashboard')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The owner app's pages not built, each a card saying what it is for (docs/product.md, "The owner app"), keyed by path. */
export const PLACEHOLDERS: Record<string, PlaceholderProps> = {
  '/filter-owner/invoices': { page: 'invoices', priority: 'next-phase' },
  '/coming-soon': { page: 'comingSoon', priority: 'coming-soon' },
  '/currency-preferences': { page: 'currency', priority: 'next-phase', note: 'currency' },
  '/settings': { page: 'settings', priority: 'low' },
};
