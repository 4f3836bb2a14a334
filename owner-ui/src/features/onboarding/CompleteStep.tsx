import CelebrationIcon from '@mui/icons-material/Celebration';
import { Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function CompleteStep({ areas, employees, assignments }: { areas: number; employees: number; assignments: number }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const counters = [
    { label: t('complete.plant'), value: 1 },
    { label: t('complete.areas'), value: areas },
    { label: t('complete.employees'), value: employees },
    { label: t('complete.assignments'), value: assignments },
  ];
  return (
    <Stack spacing={3} alignItems="center" textAlign="center">
      <CelebrationIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2" fontWeight={700}>
        {t('complete.title')}
      </Typography>
      <Typography color="text.secondary">{t('complete.text')}</Typography>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        {counters.map((counter) => (
          <Grid key={counter.label} size={{ xs: 6, sm: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h5" fontWeight={700}>
                {counter.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {counter.label}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={() => navigate('/filter-owner/dashboard', { replace: true })}>
          {t('complete.toDashboard')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => navigate('/filter-owner/settings')}>
          {t('complete.settings')}
        </Button>
      </Stack>
    </Stack>
  );
}
