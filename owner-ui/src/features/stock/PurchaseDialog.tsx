import { TextField } from '@mui/material';
import type { StockPurchaseInput } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContainersField } from './ContainersField';
import { MovementDateField } from './MovementDateField';
import { StockMovementDialog } from './StockMovementDialog';
import { EMPTY_PURCHASE, PURCHASE_FIELDS, purchaseFormSchema } from './stockForms';
import { useStockMovementForm, type StockDialogProps } from './useStockMovementForm';

/** Containers bought: how many, what they cost in PKR, a note and the day. */
export function PurchaseDialog(props: StockDialogProps<StockPurchaseInput>) {
  const { t } = useTranslation('stock');
  const schema = useMemo(() => purchaseFormSchema(t), [t]);
  const { register, formState, dialog } = useStockMovementForm(props, 'purchase', {
    empty: EMPTY_PURCHASE,
    fields: PURCHASE_FIELDS,
    schema,
  });
  const { errors } = formState;
  return (
    <StockMovementDialog {...dialog}>
      <ContainersField
        label={t('fields.quantity')}
        registration={register('quantity')}
        error={errors.quantity?.message}
        help={t('purchase.quantityHelp', { unit: props.product?.unit ?? '' })}
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
    </StockMovementDialog>
  );
}
