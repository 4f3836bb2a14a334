import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContentText, Stack, TextField, Typography } from '@mui/material';
import { CUSTOMER_NOTE_MAX, type OwnerCustomerRequest } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CustomerRequestAnswer } from '../../api/customer-requests/customer-requests';
import { FormDialog } from '../../components/FormDialog';
import { useLastPresent } from '../../lib/use-last-present';
import { useSaveFailure } from '../../lib/use-save-failure';
import { acceptEffect, requestSentence } from './display';

interface ReplyValues {
  reply: string;
}
const EMPTY: ReplyValues = { reply: '' };
const FIELDS = ['reply'] as const;

/** A request and the answer about to be given to it. */
export interface Decision {
  request: OwnerCustomerRequest;
  answer: CustomerRequestAnswer;
}

/**
 * Accepting or declining one request: what it asks and what the answer does, an optional reply the
 * customer sees (at most 500 characters), and the confirming button. A refusal (already answered, a
 * date gone by) stays in the dialog with the reply as written.
 */
export function DecisionDialog({
  decision: current,
  busy,
  onClose,
  onSubmit,
}: {
  /** The request being answered and how; the dialog is open while there is one. */
  decision: Decision | null;
  busy: boolean;
  onClose(): void;
  /** Resolves once answered; a rejection's message shows in the dialog. */
  onSubmit(reply: string | undefined): Promise<unknown>;
}) {
  const { t } = useTranslation('customerRequests');
  const open = current !== null;
  const decision = useLastPresent(current);
  const request = decision?.request ?? null;
  const schema = useMemo(
    () => z.object({ reply: z.string().max(CUSTOMER_NOTE_MAX, t('decide.replyTooLong', { max: CUSTOMER_NOTE_MAX })) }),
    [t],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<ReplyValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(open, FIELDS, setError);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const accepting = decision?.answer !== 'decline';
  const submit = handleSubmit((values) => save(() => onSubmit(values.reply.trim() || undefined), t('decide.failed')));
  const error = formState.errors.reply?.message;
  return (
    <FormDialog
      open={open}
      busy={busy}
      maxWidth="xs"
      title={t(accepting ? 'decide.acceptTitle' : 'decide.declineTitle', { customer: request?.customer_name ?? '' })}
      submitLabel={accepting ? t(busy ? 'decide.accepting' : 'decide.accept') : t(busy ? 'decide.declining' : 'decide.decline')}
      onClose={onClose}
      onSubmit={submit}
    >
      {request && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {requestSentence(request)}
          </Typography>
          <DialogContentText>{accepting ? acceptEffect(request) : t('decide.declineEffect')}</DialogContentText>
          {failure && (
            <Alert severity="error" data-testid="decision-failure">
              {failure}
            </Alert>
          )}
          <TextField
            id="customer-request-reply"
            fullWidth
            multiline
            minRows={2}
            label={t('decide.reply')}
            {...register('reply')}
            error={Boolean(error)}
            helperText={error ?? t('decide.replyHint')}
            slotProps={{ htmlInput: { maxLength: CUSTOMER_NOTE_MAX } }}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
