import { Alert, Box, FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material';
import type { WhatsAppAutomation } from '@paani/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetWhatsAppAutomation } from '../../api/whatsapp/whatsapp';
import { useToast } from '../../components/Toaster';
import { failureText } from './display';

/** The three automatic messages, in the order the card lists them. */
const KINDS = ['receipts', 'payments', 'statements'] as const satisfies readonly (keyof WhatsAppAutomation)[];

/**
 * The connected card's switches for the messages that leave by themselves: a receipt after each
 * delivery, a thank-you after each payment, each month's statements. A switch saves at once (all
 * three go, as the API wants them); while it saves it shows the new value and every switch waits,
 * and a refusal puts the server's value back with a toast saying why.
 */
export function AutomaticMessages({ automation }: { automation: WhatsAppAutomation }) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const id = useId();
  const save = useSetWhatsAppAutomation({
    onError: (error) => toast({ title: t('automation.failed'), description: failureText(error, t('automation.failed')), variant: 'error' }),
  });
  const shown = save.isPending ? save.variables : automation;

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
          <FormControlLabel
            key={kind}
            sx={{ alignItems: 'flex-start', m: 0 }}
            disabled={save.isPending}
            control={
              <Switch
                checked={shown[kind]}
                onChange={(event) => save.mutate({ ...automation, [kind]: event.target.checked })}
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
        ))}
      </FormGroup>
      <Alert severity="info" variant="outlined">
        {t('automation.note')}
      </Alert>
    </Stack>
  );
}
