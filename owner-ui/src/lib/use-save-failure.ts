import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../api/client';
import { applyServerFieldErrors } from './server-field-errors';

/**
 * A form dialog's save: the server's 422 messages go under the form's fields, any other failure becomes
 * `failure`, shown at the top of the dialog (a toast would sit behind the modal for screen readers),
 * and cleared whenever the dialog opens.
 */
export function useSaveFailure<Values extends FieldValues>(
  open: boolean,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);
  const save = useCallback(
    async (run: () => Promise<unknown>, fallback: string) => {
      setFailure(null);
      try {
        await run();
      } catch (error) {
        if (!applyServerFieldErrors(error, fields, setError)) setFailure(errorMessage(error, fallback));
      }
    },
    [fields, setError],
  );
  return { failure, save };
}
