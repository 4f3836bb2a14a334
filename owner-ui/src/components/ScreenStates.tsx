import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Stack, Typography, type SvgIcon } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client';

function RetryAlert({ title, detail, onRetry }: { title: string; detail: ReactNode; onRetry(): void }) {
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
      <strong>{title}</strong>
      {detail}
    </Alert>
  );
}

/** A list that failed to load: what failed, the reason, and a retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const reason = error instanceof Error && error.message ? error.message : t('states.loadFailed');
  return <RetryAlert title={title} detail={<> — {reason}</>} onRetry={onRetry} />;
}

/** A failed load: what failed, the server's reason (or a general one), and a Retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return <RetryAlert title={title} detail={<> {errorMessage(error, t('states.loadFailed'))}</>} onRetry={onRetry} />;
}

/** A list with nothing in it yet, with the action that adds the first one. */
export function EmptyState({ title, text, actionLabel, onAction }: { title: string; text: string; actionLabel: string; onAction(): void }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAction}>
            {actionLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A list or feed with nothing to show, said with its icon greyed: no action, it fills by itself. */
export function NothingYet({ icon: Icon, title, text, testId }: { icon: typeof SvgIcon; title: string; text: string; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={1} alignItems="center" textAlign="center" sx={{ py: 4 }}>
          <Icon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A plant-scoped screen with no plant to show. */
export function NoPlantSelected({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      <strong>{t('states.noPlant')}</strong> — {text}
    </Alert>
  );
}
