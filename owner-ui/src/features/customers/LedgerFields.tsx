import { Grid, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error message, shown instead of its hint. */
  error?: string;
}

/**
 * Which product (of `options`, its whole row) and how many (half a row): the `product_id` and `quantity` fields,
 * their ids `<idPrefix>-product` and `<idPrefix>-quantity`.
 */
export function ProductQuantityFields<Values extends FieldValues & { product_id: string; quantity: string }>({
  idPrefix,
  form,
  options,
  productLabel,
  quantityLabel,
  productError,
  quantityError,
}: {
  idPrefix: string;
  form: Pick<UseFormReturn<Values>, 'watch' | 'setValue' | 'register'>;
  /** The products offered: the id as a string, and the text of its option. */
  options: ReadonlyArray<{ value: string; label: string }>;
  productLabel: string;
  quantityLabel: string;
  productError?: string;
  quantityError?: string;
}) {
  return (
    <>
      <Grid size={12}>
        <ProductField id={`${idPrefix}-product`} label={productLabel} form={form} error={productError}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </ProductField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          id={`${idPrefix}-quantity`}
          label={quantityLabel}
          registration={form.register('quantity' as Path<Values>)}
          error={quantityError}
        />
      </Grid>
    </>
  );
}

/** Which product, picked from `children` (the MenuItems): required, checked again whenever it changes. */
export function ProductField<Values extends FieldValues & { product_id: string }>({
  id,
  label,
  form: { watch, setValue },
  error,
  children,
}: {
  id: string;
  label: string;
  form: Pick<UseFormReturn<Values>, 'watch' | 'setValue'>;
  error?: string;
  children: ReactNode;
}) {
  const name = 'product_id' as Path<Values>;
  return (
    <TextField
      id={id}
      select
      fullWidth
      required
      label={label}
      value={watch(name)}
      onChange={(event) => setValue(name, String(event.target.value) as PathValue<Values, Path<Values>>, { shouldValidate: true })}
      error={Boolean(error)}
      helperText={error}
    >
      {children}
    </TextField>
  );
}

/** How many: required, a whole number (a number pad on phones). */
export function QuantityField({ id, label, registration, error }: FieldProps) {
  return (
    <TextField
      id={id}
      fullWidth
      required
      label={label}
      {...registration}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** An amount in PKR (a decimal pad on phones). */
export function MoneyField({
  id,
  label,
  registration,
  error,
  help,
  required,
  autoFocus,
}: FieldProps & { help?: string; required?: boolean; autoFocus?: boolean }) {
  return (
    <TextField
      id={id}
      fullWidth
      required={required}
      autoFocus={autoFocus}
      label={label}
      {...registration}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** A free-text reason. */
export function ReasonField({ id, label, registration, error, required }: FieldProps & { required?: boolean }) {
  return <TextField id={id} fullWidth required={required} label={label} {...registration} error={Boolean(error)} helperText={error} />;
}

/** A day picked on a calendar, its hint under it; `min` and `max` bound it. */
export function DayField({
  id,
  label,
  registration,
  error,
  help,
  required,
  min,
  max,
}: FieldProps & { help: string; required?: boolean; min?: string; max?: string }) {
  return (
    <TextField
      id={id}
      fullWidth
      required={required}
      type="date"
      label={label}
      {...registration}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
