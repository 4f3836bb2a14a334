import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dismissRejected } from '../../api/rider/outbox';
import type { useOutbox } from '../../api/rider/use-outbox';

/**
 * What has not reached the office: the count waiting to be sent with a Send now button, and each
 * item the server refused with its reason, kept until the rider dismisses it.
 */
export function OutboxPanel({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  const { t } = useTranslation('riderOffline');
  const count = outbox.waiting.length;
  return (
    <>
      {count > 0 && (
        <Alert
          severity="warning"
          data-testid="rider-outbox"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void outbox.send()}
              disabled={outbox.sending || !outbox.online}
              sx={{ minHeight: 40 }}
            >
              {outbox.sending ? t('queue.sending') : t('queue.sendNow')}
            </Button>
          }
        >
          <span data-testid="rider-outbox-count" data-count={count}>
            {t('queue.waiting', { count })}
          </span>
        </Alert>
      )}
      {outbox.rejected.map((item) => (
        <Alert
          key={item.seq}
          severity="error"
          role="alert"
          data-testid="rider-rejected"
          action={
            <Button color="inherit" size="small" onClick={() => void dismissRejected(item.seq!)} sx={{ minHeight: 40 }}>
              {t('queue.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('queue.rejectedTitle')}</AlertTitle>
          <Typography variant="body2">
            {item.kind === 'entries'
              ? t('queue.rejectedEntry', { name: item.label ?? '', reason: item.reason ?? '' })
              : t('queue.rejectedClose', { date: item.date, reason: item.reason ?? '' })}
          </Typography>
        </Alert>
      ))}
    </>
  );
}
