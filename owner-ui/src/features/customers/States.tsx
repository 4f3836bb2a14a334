import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';

/** A failed load: what failed, the server's reason, and a Retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      <strong>{title}</strong> {errorMessage(error, t('states.loadFailed'))}
    </Alert>
  );
}
