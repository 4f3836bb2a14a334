import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { markFirstLoginCompleted } from '../api/auth/mark-first-login-completed';
import { useAvailablePackages } from '../api/packages/get-available-packages';
import { useCurrentPackage } from '../api/packages/get-current-package';
import { useSelectPackage } from '../api/packages/select-package';
import { useAuth } from '../auth/AuthContext';
import { useToast } from '../components/Toaster';
import { planFeatures, planPrice, plantLimitText } from '../lib/plans';
import { PageLoading } from '../shell/AppShell';

export default function PackageSelectionPage() {
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('billing');
  const [choosing, setChoosing] = useState<number | null>(null);
  const packages = useAvailablePackages();
  const current = useCurrentPackage();
  const currentId = current.data?.subscription_plan?.id;

  const select = useSelectPackage(
    async () => {
      // The first sign-in's package step is done; a failure here only means it is asked again next time.
      const updated = await markFirstLoginCompleted().catch(() => null);
      if (updated?.data) updateUser(updated.data);
      else if (user) updateUser({ ...user, first_login_completed: true });
    },
    {
      onSuccess: () => {
        toast({ title: t('packages.selected'), variant: 'success' });
        navigate('/filter-owner/onboarding', { replace: true });
      },
      onError: (error) => {
        setChoosing(null);
        toast({ title: t('packages.failed'), description: errorMessage(error, t('packages.failedText')), variant: 'error' });
      },
    },
  );

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 6 } }}>
      <Stack spacing={1} alignItems="center" textAlign="center" sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('packages.title')}
        </Typography>
        <Typography color="text.secondary">{t('packages.subtitle')}</Typography>
      </Stack>
      {packages.isPending && <PageLoading text={t('packages.loading')} />}
      {packages.isError && (
        <Stack alignItems="center" spacing={2}>
          <Alert severity="error">{errorMessage(packages.error, t('packages.loadFailed'))}</Alert>
          <Button variant="contained" onClick={() => packages.refetch()}>
            {t('packages.retry')}
          </Button>
        </Stack>
      )}
      {packages.data && (
        <Grid container spacing={3} justifyContent="center" sx={{ maxWidth: 1200, mx: 'auto' }}>
          {packages.data.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card
                data-testid="package-card"
                variant="outlined"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderWidth: plan.is_popular ? 2 : 1,
                  borderColor: plan.is_popular ? 'primary.main' : 'divider',
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
                    <Typography variant="h6" component="h2">
                      {plan.name}
                    </Typography>
                    {plan.is_popular && <Chip label={t('packages.popular')} color="primary" size="small" />}
                  </Stack>
                  {currentId === plan.id && <Chip label={t('packages.current')} size="small" variant="outlined" sx={{ mb: 1 }} />}
                  <Typography variant="h5" fontWeight={700}>
                    {planPrice(plan)}
                    <Typography component="span" color="text.secondary">
                      {t('packages.perMonth')}
                    </Typography>
                  </Typography>
                  {plan.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {plan.description}
                    </Typography>
                  )}
                  <List dense>
                    {[...new Set([plantLimitText(plan.max_plants), ...planFeatures(plan)])].map((feature) => (
                      <ListItem key={feature} disableGutters>
                        <ListItemIcon sx={{ minWidth: 28 }}>
                          <CheckCircleIcon color="success" fontSize="small" />
                        </ListItemIcon>
                        <ListItemText primary={feature} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
                <CardActions sx={{ p: 2 }}>
                  <Button
                    fullWidth
                    variant={plan.is_popular ? 'contained' : 'outlined'}
                    disabled={select.isPending}
                    aria-label={t('packages.selectLabel', { name: plan.name })}
                    onClick={() => {
                      setChoosing(plan.id);
                      select.mutate({ plan, userId: user!.id });
                    }}
                  >
                    {choosing === plan.id && select.isPending ? t('packages.selecting') : t('packages.select')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 4 }}
        justifyContent="center"
        alignItems="center"
        sx={{ mt: 5, color: 'text.secondary' }}
      >
        {[t('packages.moneyBack'), t('packages.cancelAnytime'), t('packages.support')].map((claim) => (
          <Stack key={claim} direction="row" spacing={1} alignItems="center">
            <VerifiedUserIcon fontSize="small" color="success" />
            <Typography variant="body2">{claim}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
