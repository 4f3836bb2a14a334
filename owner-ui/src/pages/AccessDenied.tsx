import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { Role } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

export function AccessDenied({ requiredRole }: { requiredRole: Role }) {
  const { t } = useTranslation('app');
  const hint = requiredRole === 'filter_owner' ? t('accessDenied.ownersOnly') : t('accessDenied.adminsOnly');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={1.5} alignItems="center" textAlign="center" sx={{ maxWidth: 420 }}>
        <LockOutlinedIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('accessDenied.title')}
        </Typography>
        <Typography>{t('accessDenied.text')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <Link
          href="#"
          onClick={(event) => {
            event.preventDefault();
            if (window.history.length > 1) window.history.back();
            else window.location.assign('/');
          }}
        >
          {t('accessDenied.goBack')}
        </Link>
      </Stack>
    </Box>
  );
}
