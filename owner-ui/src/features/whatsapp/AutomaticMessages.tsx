import { Alert, Box, FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import type { WhatsAppAutomation } from '@paani/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetWhatsAppAutomation } from '../../api/whatsapp/whatsapp';
import { useToast } from '../../components/Toaster';
import { failureText } from './display';
import { ReminderRule } from './ReminderRule';

/** The four automatic messages, in the order the card lists them. */
const KINDS = ['receipts', 'payments', 'statements', 'reminders'] as const satisfies readonly (keyof WhatsAppAutomation)[];
const TIMINGS = ['each', 'daily'] as const satisfies readonly WhatsAppAutomation['receipt_timing'][];

/**
 * The connected card's switches for the messages that leave by themselves: receipts (after each
 * delivery or once a day), a thank-you after each payment, each month's statements, payment
 * reminders by a rule. A switch or a choice saves at once (the whole setting goes, as the API
 * keeps it); while it saves it shows the new value and every control waits, and a refusal puts the
 * server's value back with a toast saying why.
 */
export function AutomaticMessages({ automation }: { automation: WhatsAppAutomation }) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const id = useId();
  const save = useSetWhatsAppAutomation({
    onError: (error) => toast({ title: t('automation.failed'), description: failureText(error, t('automation.failed')), variant: 'error' }),
  });
  const shown = save.isPending ? save.variables : automation;
  const change = (next: Partial<WhatsAppAutomation>) => save.mutate({ ...automation, ...next });

  return (
    <Stack component="section" aria-labelledby={`${id}-title`} spacing={1.5} data-testid="whatsapp-automation">
      <div>
        <Typography id={`${id}-title`} variant="subtitle1" component="h3" fontWeight={600}>
          {t('automation.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('automation.help')}
        </Typography>
      </div>
      <FormGroup sx={{ gap: 1 }} aria-busy={save.isPending}>
        {KINDS.map((kind) => (
          <Box key={kind}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0 }}
              disabled={save.isPending}
              control={
                <Switch
                  checked={shown[kind]}
                  onChange={(event) => change({ [kind]: event.target.checked })}
                  sx={{ flexShrink: 0, mt: -0.75 }}
                  slotProps={{ input: { 'aria-labelledby': `${id}-${kind}`, 'aria-describedby': `${id}-${kind}-help` } }}
                />
              }
              label={
                <Box>
                  <Typography id={`${id}-${kind}`}>{t(`automation.${kind}`)}</Typography>
                  <Typography id={`${id}-${kind}-help`} variant="body2" color="text.secondary">
                    {t(`automation.${kind}Help`)}
                  </Typography>
                </Box>
              }
            />
            {kind === 'receipts' && shown.receipts && (
              <TextField
                select
                size="small"
                label={t('automation.timing')}
                value={shown.receipt_timing}
                disabled={save.isPending}
                onChange={(event) => change({ receipt_timing: event.target.value as WhatsAppAutomation['receipt_timing'] })}
                sx={{ ml: 7, mt: 1, minWidth: 240 }}
              >
                {TIMINGS.map((timing) => (
                  <MenuItem key={timing} value={timing}>
                    {t(`automation.timings.${timing}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === 'reminders' && shown.reminders && (
              <ReminderRule automation={automation} saving={save.isPending} onSave={(rule) => change(rule)} />
            )}
          </Box>
        ))}
      </FormGroup>
      <Alert severity="info" variant="outlined">
        {t('automation.note')}
      </Alert>
    </Stack>
  );
}
