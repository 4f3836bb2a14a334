import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A page-sized spinner with a line of text. Apart from the shell (AppShell re-exports it) so the
 * route guards and the rider's screen use it without loading the owner's sidebar and header.
 */
export function PageLoading({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: 240, py: 6 }} role="status">
      <CircularProgress />
      <Typography color="text.secondary">{text ?? t('states.loading')}</Typography>
    </Stack>
  );
}
