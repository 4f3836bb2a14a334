import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductStock } from '@paani/contracts';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveFailure } from '../../lib/use-save-failure';
import type { StockMovementDialogProps } from './StockMovementDialog';
import { stockProductName } from './stockNames';

export interface StockDialogProps<Input> {
  open: boolean;
  /** The product the movement is of (kept while the dialog fades out). */
  product: ProductStock | null;
  busy: boolean;
  onClose(): void;
  /** Records it. The server's 422 field messages show under the fields; any other failure at the top of the dialog. */
  onSubmit(input: Input): Promise<unknown>;
}

/** The stock movements with a dialog; each names the dialog's texts in the stock namespace. */
export type StockMovement = 'purchase' | 'writeOff' | 'count';

export interface StockMovementForm<Values extends FieldValues, Output> {
  /** The form's values when the dialog opens. */
  empty: Values;
  /** The fields the server may name in a 422, in the order the form shows them. */
  fields: readonly Path<Values>[];
  /** The form's rules; its output is the movement without the product, which is the dialog's. */
  schema: z.ZodType<Output, Values>;
}

/**
 * The form of a stock movement's dialog: emptied whenever the dialog opens, its submit adds the product and
 * records it, and `dialog` holds what StockMovementDialog shows around the fields (title, submit text, failure).
 */
export function useStockMovementForm<Values extends FieldValues, Output>(
  { open, product, busy, onClose, onSubmit }: StockDialogProps<NoInfer<Output> & { product_id: number }>,
  movement: StockMovement,
  { empty, fields, schema }: StockMovementForm<Values, Output>,
) {
  const { t, i18n } = useTranslation('stock');
  const form = useForm<Values, unknown, Output>({ defaultValues: empty as DefaultValues<Values>, resolver: zodResolver(schema) });
  const { handleSubmit, reset, setError } = form;
  const { failure, save } = useSaveFailure(open, fields, setError);

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset, empty]);

  const submit = handleSubmit((values) =>
    save(() => onSubmit({ product_id: product?.product_id ?? 0, ...values }), t(`${movement}.failed`)),
  );
  const name = product ? stockProductName(product, i18n.language) : '';
  const dialog: StockMovementDialogProps = {
    open,
    busy,
    onClose,
    onSubmit: submit,
    title: t(`${movement}.title`, { name }),
    submitLabel: busy ? t(`${movement}.submitting`) : t(`${movement}.submit`),
    failure,
  };
  return { ...form, dialog };
}
