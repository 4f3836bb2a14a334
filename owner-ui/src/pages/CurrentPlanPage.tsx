import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export default function CurrentPlanPage() {
  const { t } = useTranslation('billing');
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <WorkspacePremiumIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t('currentPlan.title')}
            </Typography>
            <Chip label={t('currentPlan.active')} color="success" size="small" />
          </Stack>
          <Typography color="text.secondary">{t('currentPlan.later')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
