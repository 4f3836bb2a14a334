import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { Product, ScheduleKind } from '@paani/contracts';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productName } from '../daily-entries/sheet-products';
import { RuleFields } from './RuleFields';
import { newLine, SCHEDULE_KINDS, type LineFormValues, type ScheduleFormValues } from './scheduleForm';

/** The products a row's lines are of and may be of. */
export interface ScheduleProducts {
  /** Every product of the plant, to name a line's (an inactive one's line still shows). */
  all: readonly Product[];
  /** What a new line may be of: active, sold per unit, other than the first (lineProducts). */
  offered: readonly Product[];
}

/** The "When" choice of a line that comes on the schedule's own days (its kind is ''). */
const SAME_DAYS = 'same';

/**
 * The schedule's lines of other products, below its cans: product, quantity, and on the
 * schedule's days or days of their own; one removed by its button, one added per product not yet
 * on it. Nothing at all for a plant selling one product, so its schedules look as they always did.
 */
export function ScheduleLines({
  control,
  errors,
  products,
  customerName,
  idBase,
  today,
}: {
  control: Control<ScheduleFormValues>;
  errors: FieldErrors<ScheduleFormValues>;
  products: ScheduleProducts;
  customerName: string;
  idBase: string;
  today: string;
}) {
  const { t } = useTranslation('deliverySchedule');
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const taken = new Set(lines.map((line) => line.product_id));
  const addable = products.offered.filter((product) => !taken.has(product.id));
  if (fields.length === 0 && addable.length === 0) return null;

  return (
    <Stack spacing={1} sx={{ mt: 1 }} role="group" aria-label={t('lines.listLabel', { name: customerName })}>
      {fields.map((field, index) => (
        <LineFields
          key={field.id}
          control={control}
          index={index}
          errors={errors.lines?.[index]}
          choices={products.all.filter(
            (product) => product.id === lines[index]?.product_id || addable.some((offered) => offered.id === product.id),
          )}
          customerName={customerName}
          idBase={`${idBase}-line-${index}`}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.root?.items && <FormHelperText error>{errors.root.items.message}</FormHelperText>}
      {addable.length > 0 && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            aria-label={t('lines.addFor', { name: customerName })}
            onClick={() => append(newLine(addable[0].id, today))}
          >
            {t('lines.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** One line: its product (any not on another line), quantity, when it comes and that kind's fields, and Remove. */
function LineFields({
  control,
  index,
  errors,
  choices,
  customerName,
  idBase,
  onRemove,
}: {
  control: Control<ScheduleFormValues>;
  index: number;
  errors: FieldErrors<LineFormValues> | undefined;
  choices: readonly Product[];
  customerName: string;
  idBase: string;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation('deliverySchedule');
  const productId = useWatch({ control, name: `lines.${index}.product_id` });
  const kind = useWatch({ control, name: `lines.${index}.kind` });
  const product = choices.find((choice) => choice.id === productId);
  const name = product ? productName(product, i18n.language) : t('lines.unknownProduct', { id: productId });
  const about = { product: name, name: customerName };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      alignItems={{ xs: 'stretch', sm: 'flex-start' }}
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={t('lines.lineLabel', about)}
      data-testid={`schedule-line-${productId}`}
    >
      <Controller
        name={`lines.${index}.product_id`}
        control={control}
        render={({ field: { ref, ...input } }) => (
          <TextField
            {...input}
            inputRef={ref}
            id={`${idBase}-product`}
            select
            size="small"
            label={t('lines.product')}
            error={Boolean(errors?.product_id)}
            helperText={errors?.product_id?.message}
            onChange={(event) => input.onChange(Number(event.target.value))}
            sx={{ minWidth: 160 }}
          >
            {/* A line of a product no longer in the list (removed from sale) keeps its number until changed. */}
            {!product && <MenuItem value={productId}>{name}</MenuItem>}
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {productName(choice, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name={`lines.${index}.quantity`}
        control={control}
        render={({ field: { ref, ...input } }) => (
          <TextField
            {...input}
            inputRef={ref}
            id={`${idBase}-quantity`}
            size="small"
            label={t('lines.quantity')}
            error={Boolean(errors?.quantity)}
            helperText={errors?.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('lines.quantityOf', about) } }}
            sx={{ width: { sm: 90 } }}
          />
        )}
      />
      <Controller
        name={`lines.${index}.kind`}
        control={control}
        render={({ field: { ref, value, onChange, ...input } }) => (
          <TextField
            {...input}
            inputRef={ref}
            value={value === '' ? SAME_DAYS : value}
            onChange={(event) => onChange(event.target.value === SAME_DAYS ? '' : (event.target.value as ScheduleKind))}
            id={`${idBase}-kind`}
            select
            size="small"
            label={t('lines.when')}
            error={Boolean(errors?.kind)}
            helperText={errors?.kind?.message}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value={SAME_DAYS}>{t('lines.sameDays')}</MenuItem>
            {SCHEDULE_KINDS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`kinds.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <RuleFields
        control={control}
        prefix={`lines.${index}.`}
        kind={kind}
        errors={errors}
        idBase={idBase}
        daysLabel={`${t('form.days')}: ${name}`}
      />
      <IconButton aria-label={t('lines.remove', about)} onClick={onRemove} sx={{ alignSelf: { sm: 'center' } }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
