import { useTranslation } from 'react-i18next';
import { dismissRejected } from '../../api/rider/outbox';
import type { useOutbox } from '../../api/rider/use-outbox';
import { Notice, NoticeButton } from './Parts';

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
        <Notice
          severity="warning"
          testId="rider-outbox"
          action={
            <NoticeButton onClick={() => void outbox.send()} disabled={outbox.sending || !outbox.online}>
              {outbox.sending ? t('queue.sending') : t('queue.sendNow')}
            </NoticeButton>
          }
        >
          <span data-testid="rider-outbox-count" data-count={count}>
            {t('queue.waiting', { count })}
          </span>
        </Notice>
      )}
      {outbox.rejected.map((item) => (
        <Notice
          key={item.seq}
          severity="error"
          role="alert"
          testId="rider-rejected"
          title={t('queue.rejectedTitle')}
          action={<NoticeButton onClick={() => void dismissRejected(item.seq!)}>{t('queue.dismiss')}</NoticeButton>}
        >
          <p className="ra-body">
            {item.kind === 'close'
              ? t('queue.rejectedClose', { date: item.date, reason: item.reason ?? '' })
              : t(item.kind === 'place' ? 'queue.rejectedPlace' : 'queue.rejectedEntry', {
                  name: item.label ?? '',
                  reason: item.reason ?? '',
                })}
          </p>
        </Notice>
      ))}
    </>
  );
}
