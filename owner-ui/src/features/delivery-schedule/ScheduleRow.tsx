import { zodResolver } from '@hookform/resolvers/zod';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { RouteCustomer } from '@paani/contracts';
import { useEffect, useMemo, type DragEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { RuleFields } from './RuleFields';
import { SCHEDULE_KINDS, scheduleFormValues, scheduleSchema, serverErrorPath, type ScheduleFormValues } from './scheduleForm';
import { ScheduleLines, type ScheduleProducts } from './ScheduleLines';
import { hasOtherLines, scheduleSummary } from './scheduleSummary';

export interface ScheduleRowProps {
  customer: RouteCustomer;
  /** 0-based place in the area's list as shown. */
  index: number;
  count: number;
  today: string;
  /** The plant's products, for the schedule's lines of products other than the cans. */
  products: ScheduleProducts;
  /** Reordering is paused while an order is being saved. */
  moveDisabled: boolean;
  onMove(from: number, to: number): void;
  onSave(values: ScheduleFormValues): Promise<unknown>;
  drag: {
    onDragStart(event: DragEvent, index: number): void;
    onDragOver(event: DragEvent, index: number): void;
    onDrop(event: DragEvent, index: number): void;
    onDragEnd(): void;
    over: boolean;
  };
}

/**
 * One customer of a route: stop number, drag handle and arrows to reorder, and the schedule
 * editable in place (kind, day chips, every n days and start, cans, and lines of other products),
 * saved by its own Save. The server's 422 messages show under their fields, a line's at that line.
 */
export function ScheduleRow({ customer, index, count, today, products, moveDisabled, onMove, onSave, drag }: ScheduleRowProps) {
  const { t, i18n } = useTranslation('deliverySchedule');
  const schema = useMemo(
    () =>
      scheduleSchema({
        daysRequired: t('form.errors.daysRequired'),
        everyNRequired: t('form.errors.everyNRequired'),
        everyNRange: t('form.errors.everyNRange'),
        startRequired: t('form.errors.startRequired'),
        quantityRange: t('form.errors.quantityRange'),
        cansRange: t('form.errors.cansRange'),
      }),
    [t],
  );
  const initial = useMemo(() => scheduleFormValues(customer, today), [customer, today]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ScheduleFormValues>({ defaultValues: initial, resolver: zodResolver(schema) as never });
  const kind = watch('kind');

  // The server's copy changed (a save here, or elsewhere): show it, unless the owner is typing.
  useEffect(() => {
    if (!isDirty) reset(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(values);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        for (const [key, message] of Object.entries(failure.fieldErrors())) {
          const path = serverErrorPath(key, values);
          if (path) setError(path, { type: 'server', message });
        }
      }
    }
  });

  const id = `schedule-${customer.customer_id}`;
  const name = customer.name;
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid={`route-row-${customer.customer_id}`}
      onDragOver={(event: DragEvent) => drag.onDragOver(event, index)}
      onDrop={(event: DragEvent) => drag.onDrop(event, index)}
      sx={{ listStyle: 'none', p: 1.5, borderColor: drag.over ? 'primary.main' : undefined, borderWidth: drag.over ? 2 : 1 }}
    >
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', lg: 'center' }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ width: { lg: 360 }, flexShrink: 0 }}>
          <Tooltip title={t('routes.dragHandle', { name })}>
            <Box
              component="span"
              draggable={!moveDisabled}
              onDragStart={(event: DragEvent) => drag.onDragStart(event, index)}
              onDragEnd={drag.onDragEnd}
              aria-label={t('routes.dragHandle', { name })}
              data-testid={`drag-${customer.customer_id}`}
              sx={{ cursor: moveDisabled ? 'default' : 'grab', display: 'flex', color: 'text.secondary' }}
            >
              <DragIndicatorIcon />
            </Box>
          </Tooltip>
          <Chip size="small" label={index + 1} color={customer.route_position === null ? 'default' : 'primary'} variant="outlined" />
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={600} noWrap>
              {name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {customer.code}
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[customer.address, customer.employee_name ? t('routes.rider', { name: customer.employee_name }) : null]
                .filter(Boolean)
                .join(' · ') || '\u00a0'}
            </Typography>
            {hasOtherLines(customer.items) && (
              <Typography variant="body2" data-testid={`route-lines-${customer.customer_id}`} sx={{ overflowWrap: 'anywhere' }}>
                {scheduleSummary(customer.schedule, customer.items, products.all, t, i18n.language)}
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row">
            <MoveButtons {...{ index, count, moveDisabled, onMove, name }} />
          </Stack>
        </Stack>

        <Box component="form" onSubmit={submit} noValidate aria-label={t('form.kind') + ': ' + name} sx={{ flexGrow: 1 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            alignItems={{ xs: 'stretch', sm: 'flex-start' }}
            flexWrap="wrap"
            useFlexGap
          >
            <Controller
              name="kind"
              control={control}
              render={({ field: { ref, ...input } }) => (
                <TextField {...input} inputRef={ref} id={`${id}-kind`} select size="small" label={t('form.kind')} sx={{ minWidth: 160 }}>
                  {SCHEDULE_KINDS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`kinds.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <RuleFields control={control} prefix="" kind={kind} errors={errors} idBase={id} daysLabel={t('form.days')} />
            <Controller
              name="quantity"
              control={control}
              render={({ field: { ref, ...input } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  id={`${id}-quantity`}
                  size="small"
                  label={t('form.quantity')}
                  error={Boolean(errors.quantity)}
                  helperText={errors.quantity?.message}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${t('form.quantity')}: ${name}` } }}
                  sx={{ width: { sm: 90 } }}
                />
              )}
            />
            <Button
              type="submit"
              variant="contained"
              size="medium"
              disabled={!isDirty || isSubmitting}
              aria-label={`${t('form.save')}: ${name}`}
            >
              {t('form.save')}
            </Button>
          </Stack>
          <ScheduleLines control={control} errors={errors} products={products} customerName={name} idBase={id} today={today} />
        </Box>
      </Stack>
    </Paper>
  );
}

function MoveButtons({
  index,
  count,
  moveDisabled,
  onMove,
  name,
}: Pick<ScheduleRowProps, 'index' | 'count' | 'moveDisabled' | 'onMove'> & { name: string }) {
  const { t } = useTranslation('deliverySchedule');
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('routes.moveUp', { name })}
        disabled={moveDisabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('routes.moveDown', { name })}
        disabled={moveDisabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}
