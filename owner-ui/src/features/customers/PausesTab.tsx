import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Chip, Grid, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { Customer, CustomerPause } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../api/client';
import { useAddCustomerPause } from '../../api/customers/add-customer-pause';
import { useRemoveCustomerPause } from '../../api/customers/remove-customer-pause';
import { useToast } from '../../components/Toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDay } from './display';
import { usePlantToday } from '../daily-entries/plant-day';

interface PauseValues {
  from: string;
  until: string;
  reason: string;
}

/** Today falls inside the pause (from and until are plant days, inclusive). */
export const isCurrentPause = (pause: CustomerPause, today: string) =>
  pause.from <= today && (pause.until === null || pause.until >= today);

/** The Pauses tab: the customer's pauses, adding one (from, until or open-ended, reason) and removing one. */
export function PausesTab({ plantId, customer }: { plantId: number; customer: Customer }) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const [removing, setRemoving] = useState<CustomerPause | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          from: z.string().min(1, t('pauses.fromRequired')),
          until: z.string(),
          reason: z.string().max(200, t('form.errors.tooLong', { max: 200 })),
        })
        .refine((values) => !values.until || !values.from || values.until >= values.from, {
          message: t('pauses.untilBeforeFrom'),
          path: ['until'],
        }),
    [t],
  );
  const today = usePlantToday();
  const empty: PauseValues = { from: today, until: '', reason: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PauseValues>({ defaultValues: empty, resolver: zodResolver(schema) });

  const add = useAddCustomerPause({
    onSuccess: () => {
      toast({ title: t('pauses.added'), variant: 'success' });
      reset({ from: today, until: '', reason: '' });
    },
    onError: (failure) => toast({ title: t('pauses.add'), description: errorMessage(failure, t('errors.generic')), variant: 'error' }),
  });
  const remove = useRemoveCustomerPause({
    onSuccess: () => {
      toast({ title: t('pauses.removed'), variant: 'success' });
      setRemoving(null);
    },
    onError: (failure) => {
      toast({ title: t('pauses.remove'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      setRemoving(null);
    },
  });
  const submit = handleSubmit((values) =>
    add.mutate({
      plantId,
      id: customer.id,
      pause: { from: values.from, until: values.until || null, reason: values.reason.trim() || null },
    }),
  );
  const pauses = [...customer.pauses].sort((a, b) => b.from.localeCompare(a.from));

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('pauses.text')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} noValidate aria-label={t('pauses.add')}>
        <Grid container spacing={2} alignItems="flex-start">
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              id="pause-from"
              type="date"
              fullWidth
              required
              size="small"
              label={t('pauses.from')}
              {...register('from')}
              error={Boolean(errors.from)}
              helperText={errors.from?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              id="pause-until"
              type="date"
              fullWidth
              size="small"
              label={t('pauses.until')}
              {...register('until')}
              error={Boolean(errors.until)}
              helperText={errors.until?.message ?? t('pauses.untilHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              id="pause-reason"
              fullWidth
              size="small"
              label={t('pauses.reason')}
              {...register('reason')}
              error={Boolean(errors.reason)}
              helperText={errors.reason?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <Button type="submit" variant="contained" fullWidth disabled={add.isPending}>
              {add.isPending ? t('pauses.adding') : t('pauses.add')}
            </Button>
          </Grid>
        </Grid>
      </Paper>
      {pauses.length === 0 ? (
        <Typography color="text.secondary">{t('pauses.empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('pauses.listLabel', { name: customer.name })} disablePadding>
            {pauses.map((pause) => (
              <ListItem
                key={pause.id}
                divider
                data-testid="pause"
                secondaryAction={
                  <Tooltip title={t('pauses.remove')}>
                    <IconButton
                      edge="end"
                      aria-label={t('pauses.removeLabel', { from: formatDay(pause.from) })}
                      onClick={() => setRemoving(pause)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap component="span">
                      <span>
                        {formatDay(pause.from)} – {pause.until ? formatDay(pause.until) : t('pauses.untilResumed')}
                      </span>
                      {isCurrentPause(pause, today) && <Chip size="small" color="warning" label={t('pauses.current')} component="span" />}
                    </Stack>
                  }
                  secondary={pause.reason ?? undefined}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('pauses.remove')}
        text={removing ? t('pauses.removeLabel', { from: formatDay(removing.from) }) : ''}
        confirmLabel={t('pauses.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ plantId, id: customer.id, pauseId: removing.id })}
      />
    </Stack>
  );
}
