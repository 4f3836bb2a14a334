import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client';
import { useAddHoliday, useHolidays, useRemoveHoliday } from '../../api/schedules/holidays';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { formatDay } from '../customers/display';

interface HolidayFormValues {
  date: string;
  reason: string;
}

/** The plant's holidays from today on, an add form (date, optional reason) and a remove button per holiday. */
export function HolidaysTab({ plantId, today }: { plantId: number; today: string }) {
  const { t } = useTranslation('deliverySchedule');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const holidays = useHolidays(plantId, { from: today });
  const add = useAddHoliday();
  const remove = useRemoveHoliday({
    onSuccess: () => toast({ title: t('holidays.removed'), variant: 'success' }),
    onError: (failure) =>
      toast({ title: t('holidays.removeFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' }),
  });
  const schema = useMemo(
    () =>
      z.object({
        date: z.string().min(1, t('holidays.errors.dateRequired')),
        reason: z.string().max(200, t('holidays.errors.reasonTooLong')),
      }),
    [t],
  );
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HolidayFormValues>({ defaultValues: { date: '', reason: '' }, resolver: zodResolver(schema) as never });

  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ plantId, holiday: { date: values.date, reason: values.reason.trim() || null } });
      toast({ title: t('holidays.added'), variant: 'success' });
      reset({ date: '', reason: '' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fields = Object.entries(failure.fieldErrors()).filter(([field]) => field === 'date' || field === 'reason');
        fields.forEach(([field, message]) => setError(field as FieldPath<HolidayFormValues>, { type: 'server', message }));
        if (fields.length > 0) return;
      }
      toast({ title: t('holidays.addFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' });
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="holidays-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="holidays-title">
          {t('holidays.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('holidays.text')}
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
        >
          <Controller
            name="date"
            control={control}
            render={({ field: { ref, ...input } }) => (
              <TextField
                {...input}
                inputRef={ref}
                id="holiday-date"
                type="date"
                size="small"
                required
                label={t('holidays.date')}
                error={Boolean(errors.date)}
                helperText={errors.date?.message}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
          <Controller
            name="reason"
            control={control}
            render={({ field: { ref, ...input } }) => (
              <TextField
                {...input}
                inputRef={ref}
                id="holiday-reason"
                size="small"
                label={t('holidays.reason')}
                error={Boolean(errors.reason)}
                helperText={errors.reason?.message}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('holidays.add')}
          </Button>
        </Stack>

        <Typography variant="subtitle2" sx={{ mt: 3 }}>
          {t('holidays.upcoming')}
        </Typography>
        {holidays.isPending ? (
          <LinearProgress aria-label={t('holidays.loading')} />
        ) : holidays.isError ? (
          <LoadError title={t('holidays.loadFailed')} error={holidays.error} onRetry={() => void holidays.refetch()} />
        ) : holidays.data.length === 0 ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('holidays.empty')}
          </Alert>
        ) : (
          <List dense aria-label={t('holidays.title')}>
            {holidays.data.map((holiday) => (
              <ListItem
                key={holiday.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('holidays.remove', { date: formatDay(holiday.date) })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ plantId, id: holiday.id })}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={formatDay(holiday.date)} secondary={holiday.reason} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
