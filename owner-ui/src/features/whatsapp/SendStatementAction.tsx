import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSendWhatsAppStatement,
  useWhatsAppConnected,
  useWhatsAppMessages,
  type QueuedWhatsAppMessage,
} from '../../api/whatsapp/whatsapp';
import { useToast } from '../../components/Toaster';
import { failureText, monthText } from './display';
import { StateChip } from './MessageState';

export interface SendStatementActionProps {
  customerId: number;
  customerName: string;
  /** YYYY-MM. */
  month: string;
  /** What the owner has without an account: the wa.me link, exactly as it was. */
  fallback: ReactNode;
}

/** The customer's latest statement message (the one just queued, once the log has it), asked again every 10 s while queued. */
function LatestState({ customerId, queued }: { customerId: number; queued: QueuedWhatsAppMessage }) {
  const { t } = useTranslation('whatsapp');
  const log = useWhatsAppMessages({ customer_id: customerId, kind: 'statement', per_page: 5 });
  const latest = log.data?.data.find((message) => message.id === queued.id) ?? log.data?.data[0];
  const state = latest?.state ?? queued.state;
  return (
    <span role="status" aria-label={t('statement.lastState', { state: t(`states.${state}`) })} data-testid="statement-whatsapp-state">
      <StateChip state={state} error={state === 'failed' ? latest?.error : null} />
    </span>
  );
}

function SendStatement({ customerId, customerName, month }: Omit<SendStatementActionProps, 'fallback'>) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const [queued, setQueued] = useState<QueuedWhatsAppMessage | null>(null);
  const send = useSendWhatsAppStatement({
    onSuccess: (message) => {
      setQueued(message);
      toast({
        title: t('statement.queued'),
        description: t('statement.queuedText', { name: customerName, month: monthText(month) }),
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: t('statement.failed'), description: failureText(error, t('statement.failed')), variant: 'error' }),
  });
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ display: 'inline-flex' }}>
      <Button
        size="small"
        color="success"
        startIcon={<WhatsAppIcon />}
        disabled={send.isPending}
        onClick={() => send.mutate({ customer_id: customerId, month })}
        aria-label={t('statement.sendLabel', { name: customerName })}
      >
        {send.isPending ? t('statement.sending') : t('statement.send')}
      </Button>
      {queued && <LatestState customerId={customerId} queued={queued} />}
    </Stack>
  );
}

/**
 * A customer's month statement by WhatsApp: with the owner's account connected, "Send by WhatsApp"
 * queues it (the PDF, in the customer's language) and shows how far it got; without one, the
 * `fallback` (today's wa.me link) as it was.
 */
export function SendStatementAction({ fallback, ...statement }: SendStatementActionProps) {
  const connected = useWhatsAppConnected();
  return connected ? <SendStatement {...statement} /> : <>{fallback}</>;
}
