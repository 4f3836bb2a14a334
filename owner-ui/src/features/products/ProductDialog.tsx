import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { ProductInput } from '@paani/contracts';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAddEditTexts } from '../../components/FormDialog';
import { useSaveFailure } from '../../lib/use-save-failure';
import { EMPTY_PRODUCT_FORM, PRODUCT_FIELDS, productFormSchema, type ProductFormValues } from './productForm';

export interface ProductDialogProps {
  open: boolean;
  /** The product being edited; absent to add one. Whether it comes back and how it is billed are then shown, not changed. */
  product?: ProductFormValues | null;
  /** The edited product is the plant's first (its rate is the plant's can rate). */
  first?: boolean;
  busy: boolean;
  onClose(): void;
  /**
   * Saves. A rejection with the server's 422 field messages shows them under the fields; any other
   * failure shows its message at the top of the dialog (a toast would sit behind the modal for screen readers).
   */
  onSubmit(product: ProductInput): Promise<unknown>;
}

export function ProductDialog({ open, product, first = false, busy, onClose, onSubmit }: ProductDialogProps) {
  const { t } = useTranslation(['products', 'common']);
  const returnableHelpId = useId();
  const billingLabelId = useId();
  const billingHelpId = useId();
  const editing = Boolean(product);
  const schema = useMemo(() => productFormSchema(t), [t]);
  const { register, control, handleSubmit, reset, setError, setValue, clearErrors, formState } = useForm<
    ProductFormValues,
    unknown,
    ProductInput
  >({
    defaultValues: EMPTY_PRODUCT_FORM,
    resolver: zodResolver(schema),
  });
  const returnable = useWatch({ control, name: 'returnable' });
  const billing = useWatch({ control, name: 'billing' });
  const texts = useAddEditTexts((key) => t(key), editing, busy);
  const { failure, save } = useSaveFailure(open, PRODUCT_FIELDS, setError);

  useEffect(() => {
    if (open) reset(product ?? EMPTY_PRODUCT_FORM);
  }, [open, product, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit(values), texts.failed));
  const { errors } = formState;
  const rateHelp = first ? t('dialog.firstRateHelp') : billing === 'monthly' ? t('dialog.rateMonthlyHelp') : t('dialog.rateHelp');
  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} onSubmit={submit} title={texts.title} submitLabel={texts.submitLabel}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Grid size={12}>
            <Alert severity="error">{failure}</Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.name')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            {...register('name')}
            error={!!errors.name}
            helperText={errors.name?.message ?? t('dialog.nameHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.nameUr')}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { lang: 'ur', dir: 'auto' } }}
            {...register('name_ur')}
            error={!!errors.name_ur}
            helperText={errors.name_ur?.message ?? t('dialog.nameUrHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.unit')}
            required
            fullWidth
            autoComplete="off"
            {...register('unit')}
            error={!!errors.unit}
            helperText={errors.unit?.message ?? t('dialog.unitHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.position')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...register('position')}
            error={!!errors.position}
            helperText={errors.position?.message ?? (editing ? t('dialog.positionEditHelp') : t('dialog.positionHelp'))}
          />
        </Grid>
        <Grid size={12}>
          <FormControl error={!!errors.returnable} disabled={editing}>
            <Controller
              control={control}
              name="returnable"
              render={({ field }) => (
                <FormControlLabel
                  label={t('dialog.returnable')}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      onChange={(_, checked) => {
                        field.onChange(checked);
                        // Only a returnable product takes a deposit: the field empties to 0 with it.
                        if (!checked) {
                          setValue('deposit_per_unit', '0');
                          clearErrors('deposit_per_unit');
                        }
                      }}
                      slotProps={{ input: { 'aria-describedby': returnableHelpId } }}
                    />
                  }
                />
              )}
            />
            <FormHelperText id={returnableHelpId}>
              {errors.returnable?.message ?? (editing ? t('dialog.fixedHelp') : t('dialog.returnableHelp'))}
            </FormHelperText>
          </FormControl>
        </Grid>
        <Grid size={12}>
          <FormControl error={!!errors.billing} disabled={editing}>
            <FormLabel id={billingLabelId}>{t('dialog.billing')}</FormLabel>
            <Controller
              control={control}
              name="billing"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-labelledby={billingLabelId}
                  aria-describedby={editing || errors.billing ? billingHelpId : undefined}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(_, value) => field.onChange(value)}
                >
                  <FormControlLabel value="per_unit" control={<Radio inputRef={field.ref} />} label={t('dialog.billingPerUnit')} />
                  <FormControlLabel value="monthly" control={<Radio />} label={t('dialog.billingMonthly')} />
                </RadioGroup>
              )}
            />
            {(editing || errors.billing) && (
              <FormHelperText id={billingHelpId}>{errors.billing?.message ?? t('dialog.fixedHelp')}</FormHelperText>
            )}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.rate')}
            required
            fullWidth
            slotProps={decimal}
            {...register('default_rate')}
            error={!!errors.default_rate}
            helperText={errors.default_rate?.message ?? rateHelp}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.deposit')}
            fullWidth
            disabled={!returnable}
            slotProps={decimal}
            {...register('deposit_per_unit')}
            error={!!errors.deposit_per_unit}
            helperText={errors.deposit_per_unit?.message ?? (returnable ? t('dialog.depositHelp') : t('dialog.depositDisabledHelp'))}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
