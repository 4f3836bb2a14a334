import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { formatCoordinates, formatMoney, type Area, type Customer, type Product } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormDialogActions } from '../../components/FormDialog';
import { CUSTOMER_LANGUAGES, customerSchema, customerToForm, EMPTY_CUSTOMER, type CustomerFormValues } from './customerForm';
import { ridersForArea, type Rider } from './display';
import { PlacePickerButton } from './PlacePickerButton';
import { otherPricedProducts, productRateTarget, toProductRates } from './productRates';
import { ProductRatesFields } from './ProductRatesFields';

export interface CustomerFormDialogProps {
  open: boolean;
  /** The customer being edited; absent for a new one. */
  customer?: Customer | null;
  areas: Area[];
  /** The plant's employees; the rider list offers those assigned to the chosen area. */
  employees: Rider[];
  /** The plant's default rate, shown as the hint of an empty rate. */
  defaultRate: number | null;
  /** The plant's products: the customer's own price of each active per-unit one but the first is asked (none: no such section). */
  products?: readonly Product[];
  busy: boolean;
  onClose(): void;
  /** Saves; a rejection with a 422's field errors shows them under the fields (any other failure is the caller's to report). */
  onSubmit(values: CustomerFormValues): Promise<unknown>;
}

const FIELDS = Object.keys(EMPTY_CUSTOMER) as (keyof CustomerFormValues)[];
const NO_PRODUCTS: readonly Product[] = [];

/** Add and Edit Customer: react-hook-form with the zod rules, the server's 422 messages under their fields. */
export function CustomerFormDialog({
  open,
  customer,
  areas,
  employees,
  defaultRate,
  products = NO_PRODUCTS,
  busy,
  onClose,
  onSubmit,
}: CustomerFormDialogProps) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const editing = Boolean(customer);
  const schema = useMemo(() => customerSchema(t), [t]);
  const initial = useMemo(() => (customer ? customerToForm(customer) : EMPTY_CUSTOMER), [customer]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CustomerFormValues>({ defaultValues: initial, resolver: zodResolver(schema) });

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const areaId = useWatch({ control, name: 'area_id' });
  const riders = ridersForArea(employees, areaId ? Number(areaId) : null);
  const priced = useMemo(() => otherPricedProducts(products), [products]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) {
        // The server judges latitude and longitude; the form has them as one field, the place on the map.
        const fieldErrors = Object.entries(failure.fieldErrors()).map(([field, message]): [string, string] =>
          field === 'latitude' || field === 'longitude' ? ['location', message] : [field, message],
        );
        const sent = toProductRates(values.product_rates);
        const shownIds = priced.map((product) => product.id);
        // A price's message goes under its product's field; any other about the prices above them.
        const target = (field: string) =>
          (priced.length > 0 ? productRateTarget(field, sent, shownIds) : null) ??
          (field !== 'product_rates' && FIELDS.includes(field as keyof CustomerFormValues) ? field : null);
        for (const [field, message] of fieldErrors) {
          const shownAt = target(field);
          if (shownAt) setError(shownAt as FieldPath<CustomerFormValues>, { type: 'server', message });
        }
        // Messages about fields this form does not show go above the fields, so none is lost.
        const others = fieldErrors.filter(([field]) => !target(field)).map(([, message]) => message);
        if (others.length > 0) setError('root.server', { type: 'server', message: [failure.message, ...others].join(' ') });
      }
    }
  });

  const field = (
    name: Exclude<keyof CustomerFormValues, 'product_rates'>,
    props: TextFieldProps = {},
    afterChange?: (value: string) => void,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...input } }) => (
        <TextField
          {...input}
          onChange={(event) => {
            onChange(event);
            afterChange?.(event.target.value);
          }}
          inputRef={ref}
          id={`customer-${name}`}
          fullWidth
          error={Boolean(errors[name])}
          {...props}
          helperText={errors[name]?.message ?? props.helperText}
        />
      )}
    />
  );
  const rateHint = defaultRate !== null ? t('form.rateHint', { amount: formatMoney(defaultRate) }) : undefined;
  const numeric = { htmlInput: { inputMode: 'decimal' as const } };
  const whole = { htmlInput: { inputMode: 'numeric' as const } };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="customer-form-title"
      slotProps={{ paper: { sx: { maxWidth: 760, m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="customer-form-title">{editing ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        <form id="customer-form" onSubmit={submit} noValidate>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {errors.root?.server && (
              <Grid size={12}>
                <Alert severity="error">{errors.root.server.message}</Alert>
              </Grid>
            )}
            {areas.length === 0 && (
              <Grid size={12}>
                <Alert severity="warning">{t('form.noAreas')}</Alert>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 8 }}>{field('name', { label: t('form.name'), required: true, autoFocus: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('code', { label: t('form.code'), helperText: editing ? undefined : t('form.codeHint') })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('phone', { label: t('form.phone'), type: 'tel', slotProps: { htmlInput: { inputMode: 'tel' } } })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('whatsapp', {
                label: t('form.whatsapp'),
                type: 'tel',
                helperText: t('form.whatsappHint'),
                slotProps: { htmlInput: { inputMode: 'tel' } },
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('language', {
                label: t('form.language'),
                select: true,
                helperText: t('form.languageHint'),
                children: CUSTOMER_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language} lang={language}>
                    {t(`languages.${language}`)}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={12}>{field('address', { label: t('form.address'), multiline: true, minRows: 2 })}</Grid>
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
                {field('location', { label: t('form.location'), helperText: t('form.locationHint') })}
                <PlacePickerButton
                  readPlace={() => getValues('location')}
                  onPick={(place) => setValue('location', formatCoordinates(place), { shouldDirty: true, shouldValidate: true })}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field(
                'area_id',
                {
                  label: t('form.area'),
                  required: true,
                  select: true,
                  children: [
                    ...areas.map((area) => (
                      <MenuItem key={area.id} value={String(area.id)}>
                        {area.name}
                      </MenuItem>
                    )),
                    // The customer's own area even when the list lacks it (not loaded yet, or inactive).
                    customer && !areas.some((area) => area.id === customer.area_id) && (
                      <MenuItem key="current" value={String(customer.area_id)}>
                        {customer.area_name}
                      </MenuItem>
                    ),
                  ],
                },
                (value) => {
                  // A rider serves only their own areas: one not assigned to the new area is cleared.
                  const rider = getValues('employee_id');
                  if (rider && !ridersForArea(employees, Number(value)).some((employee) => String(employee.id) === rider))
                    setValue('employee_id', '');
                },
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('employee_id', {
                label: t('form.rider'),
                select: true,
                helperText: t('form.riderHint'),
                children: [
                  <MenuItem key="none" value="">
                    <em>{t('form.noRider')}</em>
                  </MenuItem>,
                  ...riders.map((employee) => (
                    <MenuItem key={employee.id} value={String(employee.id)}>
                      {employee.name}
                    </MenuItem>
                  )),
                  customer?.employee_id && !riders.some((employee) => employee.id === customer.employee_id) && (
                    <MenuItem key="current" value={String(customer.employee_id)}>
                      {customer.employee_name}
                    </MenuItem>
                  ),
                ],
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('rate', { label: t('form.rate'), helperText: rateHint, slotProps: numeric })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('credit_limit', { label: t('form.creditLimit'), helperText: t('form.limitHint'), slotProps: numeric })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('can_limit', { label: t('form.canLimit'), helperText: t('form.limitHint'), slotProps: whole })}
            </Grid>
            {priced.length > 0 && (
              <ProductRatesFields
                control={control}
                products={priced}
                errors={errors.product_rates}
                sectionError={errors.root?.productRates?.message}
              />
            )}
            {!editing && (
              <>
                <Grid size={12}>
                  <Divider />
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
                    {t('form.opening')}
                  </Typography>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {field('opening_balance', {
                    label: t('form.openingBalance'),
                    helperText: t('form.openingBalanceHint'),
                    slotProps: numeric,
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {field('opening_cans', { label: t('form.openingCans'), helperText: t('form.openingCansHint'), slotProps: whole })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {field('opening_date', {
                    label: t('form.openingDate'),
                    helperText: t('form.openingDateHint'),
                    type: 'date',
                    slotProps: { inputLabel: { shrink: true } },
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('security_deposit_cans', { label: t('form.depositCans'), slotProps: whole })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {field('security_deposit_amount', { label: t('form.depositAmount'), slotProps: numeric })}
                </Grid>
              </>
            )}
            <Grid size={12}>{field('notes', { label: t('form.notes'), multiline: true, minRows: 2 })}</Grid>
          </Grid>
        </form>
      </DialogContent>
      <FormDialogActions
        formId="customer-form"
        busy={busy}
        onClose={onClose}
        submitLabel={editing ? (busy ? tc('actions.saving') : tc('actions.save')) : busy ? t('form.creating') : t('form.create')}
      />
    </Dialog>
  );
}
