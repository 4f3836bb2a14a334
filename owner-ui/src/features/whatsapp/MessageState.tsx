import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { WhatsAppMessage, WhatsAppMessageState } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from './display';

/** A message's state as a coloured chip: queued grey, sent blue, delivered teal, read green, failed red. */
export function StateChip({ state, error }: { state: WhatsAppMessageState; error?: string | null }) {
  const { t } = useTranslation('whatsapp');
  const chip = (
    <Chip
      size="small"
      label={t(`states.${state}`)}
      data-testid="message-state"
      data-state={state}
      sx={{ bgcolor: STATE_COLORS[state], color: '#fff', fontWeight: 600 }}
    />
  );
  return error ? <Tooltip title={error}>{chip}</Tooltip> : chip;
}

/** The chip and, for a failed message, why (on hover and written under it, for a phone). */
export function MessageState({ message }: { message: Pick<WhatsAppMessage, 'state' | 'error'> }) {
  const { t } = useTranslation('whatsapp');
  const why = message.state === 'failed' ? message.error : null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <StateChip state={message.state} error={why} />
      {why && (
        <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }} data-testid="message-error">
          {t('log.failedBecause', { error: why })}
        </Typography>
      )}
    </Stack>
  );
}
