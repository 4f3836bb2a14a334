import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import type { WhatsAppAutomation } from '@paani/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

type Rule = Pick<WhatsAppAutomation, 'reminder_min_balance' | 'reminder_every_days'>;

/** The reminder rule's bounds, as the API checks them. */
const ruleSchema = (t: (key: 'automation.minBalanceInvalid' | 'automation.everyDaysInvalid') => string) =>
  z.object({
    reminder_min_balance: z.coerce
      .number({ message: t('automation.minBalanceInvalid') })
      .min(1, t('automation.minBalanceInvalid'))
      .max(1_000_000, t('automation.minBalanceInvalid')),
    reminder_every_days: z.coerce
      .number({ message: t('automation.everyDaysInvalid') })
      .int(t('automation.everyDaysInvalid'))
      .min(1, t('automation.everyDaysInvalid'))
      .max(90, t('automation.everyDaysInvalid')),
  });

/** Who is reminded (owing at least so much) and how often at most: saved with its own button, the fields kept on a refusal. */
export function ReminderRule({ automation, saving, onSave }: { automation: Rule; saving: boolean; onSave: (rule: Rule) => void }) {
  const { t } = useTranslation('whatsapp');
  const form = useForm<z.input<ReturnType<typeof ruleSchema>>, unknown, Rule>({
    resolver: zodResolver(ruleSchema(t)),
    defaultValues: { reminder_min_balance: automation.reminder_min_balance, reminder_every_days: automation.reminder_every_days },
  });
  const { errors } = form.formState;
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ ml: 7, mt: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={form.handleSubmit(onSave)}
      data-testid="reminder-rule"
    >
      <TextField
        size="small"
        type="number"
        label={t('automation.minBalance')}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        error={Boolean(errors.reminder_min_balance)}
        helperText={errors.reminder_min_balance?.message}
        {...form.register('reminder_min_balance')}
      />
      <TextField
        size="small"
        type="number"
        label={t('automation.everyDays')}
        slotProps={{ htmlInput: { min: 1, max: 90, inputMode: 'numeric' } }}
        error={Boolean(errors.reminder_every_days)}
        helperText={errors.reminder_every_days?.message}
        {...form.register('reminder_every_days')}
      />
      <Button type="submit" variant="outlined" disabled={saving}>
        {t('automation.saveRule')}
      </Button>
    </Stack>
  );
}
