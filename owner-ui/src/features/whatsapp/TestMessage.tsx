import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { isPakistaniMobile } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendWhatsAppTest, useWhatsAppMessages, type QueuedWhatsAppMessage } from '../../api/whatsapp/whatsapp';
import { Ltr } from '../../components/Ltr';
import { useToast } from '../../components/Toaster';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { failureText } from './display';
import { MessageState } from './MessageState';

/** The newest test messages: the one just sent is among them, asked again every 10 s while it is queued. */
const TEST_LOG = { kind: 'test', per_page: 5 } as const;

/** The test message just sent, with its state as the log tells it. */
function SentTest({ queued, phone }: { queued: QueuedWhatsAppMessage; phone: string }) {
  const { t } = useTranslation('whatsapp');
  const log = useWhatsAppMessages(TEST_LOG);
  const message = log.data?.data.find((each) => each.id === queued.id) ?? { state: queued.state, error: null };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap role="status" data-testid="test-message">
      <Typography variant="body2">
        {t('test.sentTo')} <Ltr>{phone}</Ltr>
      </Typography>
      <MessageState message={message} />
    </Stack>
  );
}

/** A number and a button: WhatsApp's sample template goes to it, and its state shows under them. */
export function TestMessage() {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ queued: QueuedWhatsAppMessage; phone: string } | null>(null);
  const send = useSendWhatsAppTest({
    onSuccess: (queued, variables) => {
      setSent({ queued, phone: variables.phone });
      toast({ title: t('test.queued'), description: t('test.queuedText'), variant: 'success' });
    },
    onError: (error) => {
      const under = serverFieldErrors(error, ['phone']).phone;
      if (under) setProblem(under);
      else toast({ title: t('test.failed'), description: failureText(error, t('test.failed')), variant: 'error' });
    },
  });

  const submit = () => {
    const number = phone.trim();
    if (!isPakistaniMobile(number)) {
      setProblem(t('test.phoneInvalid'));
      return;
    }
    setProblem(null);
    send.mutate({ phone: number });
  };

  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle1" component="h3" fontWeight={600}>
          {t('test.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('test.help')}
        </Typography>
      </div>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ xs: 'stretch', sm: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('test.phone')}
          type="tel"
          size="small"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setProblem(null);
          }}
          placeholder="0300-1234567"
          error={!!problem}
          helperText={problem ?? ' '}
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ minWidth: { sm: 240 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SendIcon />} disabled={send.isPending} sx={{ mt: { sm: '2px' } }}>
          {send.isPending ? t('test.sending') : t('test.send')}
        </Button>
      </Stack>
      {sent && <SentTest key={sent.queued.id} queued={sent.queued} phone={sent.phone} />}
    </Stack>
  );
}
