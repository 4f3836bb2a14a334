import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} alignItems="center" textAlign="center">
        <Typography variant="h1" component="p" fontWeight={800} color="primary">
          404
        </Typography>
        <Typography variant="h5" component="h1">
          {t('notFound.title')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Box>
  );
}
