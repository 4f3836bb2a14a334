import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, TextField } from '@mui/material';
import type { AreaInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAddEditTexts } from '../../components/FormDialog';
import { useSaveFailure } from '../../lib/use-save-failure';
import { AREA_FIELDS, areaFormSchema, EMPTY_AREA_FORM, type AreaFormValues } from './areaForm';

export interface AreaDialogProps {
  open: boolean;
  /** The area being edited; absent to add one. */
  area?: AreaFormValues | null;
  busy: boolean;
  onClose(): void;
  /**
   * Saves. A rejection with the server's 422 field messages shows them under the fields; any other
   * failure shows its message at the top of the dialog (a toast would sit behind the modal for screen readers).
   */
  onSubmit(area: AreaInput): Promise<unknown>;
}

export function AreaDialog({ open, area, busy, onClose, onSubmit }: AreaDialogProps) {
  const { t } = useTranslation(['areas', 'common']);
  const schema = useMemo(() => areaFormSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<AreaFormValues, unknown, AreaInput>({
    defaultValues: EMPTY_AREA_FORM,
    resolver: zodResolver(schema),
  });
  const texts = useAddEditTexts((key) => t(key), Boolean(area), busy);
  const { failure, save } = useSaveFailure(open, AREA_FIELDS, setError);

  useEffect(() => {
    if (open) reset(area ? { name: area.name, description: area.description ?? '' } : EMPTY_AREA_FORM);
  }, [open, area, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit(values), texts.failed));
  const { errors } = formState;
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} onSubmit={submit} title={texts.title} submitLabel={texts.submitLabel}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('dialog.name')}
          required
          fullWidth
          autoFocus
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          label={t('dialog.description')}
          required
          fullWidth
          multiline
          minRows={2}
          {...register('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
        />
      </Stack>
    </FormDialog>
  );
}
