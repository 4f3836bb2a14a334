import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, TextField } from '@mui/material';
import type { ProductStock, StockPurchaseInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSaveFailure } from '../../lib/use-save-failure';
import { MovementDateField } from './MovementDateField';
import { stockProductName } from './stockNames';
import { EMPTY_PURCHASE, PURCHASE_FIELDS, purchaseFormSchema, type PurchaseFormValues } from './stockForms';

export interface StockDialogProps<Input> {
  open: boolean;
  /** The product the movement is of (kept while the dialog fades out). */
  product: ProductStock | null;
  busy: boolean;
  onClose(): void;
  /** Records it. The server's 422 field messages show under the fields; any other failure at the top of the dialog. */
  onSubmit(input: Input): Promise<unknown>;
}

/** Containers bought: how many, what they cost in PKR, a note and the day. */
export function PurchaseDialog({ open, product, busy, onClose, onSubmit }: StockDialogProps<StockPurchaseInput>) {
  const { t, i18n } = useTranslation('stock');
  const schema = useMemo(() => purchaseFormSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    PurchaseFormValues,
    unknown,
    Omit<StockPurchaseInput, 'product_id'>
  >({ defaultValues: EMPTY_PURCHASE, resolver: zodResolver(schema) });
  const { failure, save } = useSaveFailure(open, PURCHASE_FIELDS, setError);

  useEffect(() => {
    if (open) reset(EMPTY_PURCHASE);
  }, [open, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit({ product_id: product?.product_id ?? 0, ...values }), t('purchase.failed')));
  const { errors } = formState;
  const name = product ? stockProductName(product, i18n.language) : '';
  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
      title={t('purchase.title', { name })}
      submitLabel={busy ? t('purchase.submitting') : t('purchase.submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('fields.quantity')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('quantity')}
          error={!!errors.quantity}
          helperText={errors.quantity?.message ?? t('purchase.quantityHelp', { unit: product?.unit ?? '' })}
        />
        <TextField
          label={t('purchase.cost')}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...register('cost')}
          error={!!errors.cost}
          helperText={errors.cost?.message ?? t('purchase.costHelp')}
        />
        <TextField
          label={t('purchase.note')}
          fullWidth
          autoComplete="off"
          {...register('note')}
          error={!!errors.note}
          helperText={errors.note?.message ?? t('purchase.noteHelp')}
        />
        <MovementDateField registration={register('date')} error={errors.date?.message} />
      </Stack>
    </FormDialog>
  );
}
