import { Box, Chip, FormHelperText, Stack, TextField } from '@mui/material';
import type { ScheduleKind } from '@paani/contracts';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type RuleFormValues, type ScheduleFormValues } from './scheduleForm';

/** Where a rule's fields sit in the form: the schedule's own, or a line's. */
export type RulePrefix = '' | `lines.${number}.`;

/**
 * The fields a kind of schedule needs, for the schedule or for a line with days of its own: day
 * chips for weekdays, the step for every n days, the start for alternate and every n days.
 */
export function RuleFields({
  control,
  prefix,
  kind,
  errors,
  idBase,
  daysLabel,
}: {
  control: Control<ScheduleFormValues>;
  prefix: RulePrefix;
  kind: ScheduleKind | '';
  errors: FieldErrors<RuleFormValues> | undefined;
  /** Unique per row and line: the fields' ids. */
  idBase: string;
  /** The day chips' group name (a line's names its product, so the two groups are told apart). */
  daysLabel: string;
}) {
  const { t } = useTranslation('deliverySchedule');
  return (
    <>
      {kind === 'weekdays' && (
        <Controller
          name={`${prefix}days`}
          control={control}
          render={({ field }) => (
            <Box role="group" aria-label={daysLabel}>
              <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ pt: 0.5 }}>
                {WEEKDAYS.map((day) => {
                  const on = field.value.includes(day);
                  return (
                    <Chip
                      key={day}
                      label={t(`weekdays.${day}`)}
                      size="small"
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      aria-pressed={on}
                      onClick={() => field.onChange(on ? field.value.filter((d) => d !== day) : [...field.value, day])}
                    />
                  );
                })}
              </Stack>
              {errors?.days && <FormHelperText error>{errors.days.message}</FormHelperText>}
            </Box>
          )}
        />
      )}
      {kind === 'every_n_days' && (
        <Controller
          name={`${prefix}every_n`}
          control={control}
          render={({ field: { ref, ...input } }) => (
            <TextField
              {...input}
              inputRef={ref}
              id={`${idBase}-every-n`}
              size="small"
              label={t('form.everyN')}
              error={Boolean(errors?.every_n)}
              helperText={errors?.every_n?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: { sm: 120 } }}
            />
          )}
        />
      )}
      {(kind === 'alternate' || kind === 'every_n_days') && (
        <Controller
          name={`${prefix}start_date`}
          control={control}
          render={({ field: { ref, ...input } }) => (
            <TextField
              {...input}
              inputRef={ref}
              id={`${idBase}-start`}
              type="date"
              size="small"
              label={t('form.startDate')}
              error={Boolean(errors?.start_date)}
              helperText={errors?.start_date?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      )}
    </>
  );
}
