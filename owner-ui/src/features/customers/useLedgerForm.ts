import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FormDialogProps } from '../../components/FormDialog';
import { applyServerFieldErrors } from '../../lib/server-field-errors';

export interface LedgerForm<Values extends FieldValues, Output> {
  open: boolean;
  busy: boolean;
  onClose(): void;
  title: string;
  /** The submit button's text when not saving. */
  submitLabel: string;
  /** The form's rules. */
  schema: z.ZodType<Output, Values>;
  /** The form's values before the dialog first opens. */
  empty: Values;
  /** The form's values whenever the dialog opens (`empty` when left out); keep it the same object while nothing it holds changes. */
  initial?: Values;
  /** The fields the server may name in a 422, in the order the form shows them. */
  fields: readonly Path<Values>[];
  /** Saves the checked values; a rejection with the server's field messages puts them under the fields. */
  save(values: Output): Promise<unknown>;
}

/**
 * The form of a customer's ledger dialog: reset whenever the dialog opens, its submit saves and puts the server's
 * 422 messages under the fields, and `dialog` holds what FormDialog shows around the fields (title, submit text).
 */
export function useLedgerForm<Values extends FieldValues, Output>({
  open,
  busy,
  onClose,
  title,
  submitLabel,
  schema,
  empty,
  initial = empty,
  fields,
  save,
}: LedgerForm<Values, Output>) {
  const { t: tc } = useTranslation();
  const form = useForm<Values, unknown, Output>({ defaultValues: empty as DefaultValues<Values>, resolver: zodResolver(schema) });
  const { handleSubmit, reset, setError } = form;
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (failure) {
      applyServerFieldErrors(failure, fields, setError);
    }
  });
  const dialog: Omit<FormDialogProps, 'children'> = {
    open,
    busy,
    title,
    submitLabel: busy ? tc('actions.saving') : submitLabel,
    onClose,
    onSubmit,
  };
  return { ...form, dialog };
}
