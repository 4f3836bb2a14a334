import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { AreaInput } from '@paani/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
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
  const titleId = useId();
  const schema = useMemo(() => areaFormSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<AreaFormValues, unknown, AreaInput>({
    defaultValues: EMPTY_AREA_FORM,
    resolver: zodResolver(schema),
  });
  const editing = Boolean(area);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    reset(area ? { name: area.name, description: area.description ?? '' } : EMPTY_AREA_FORM);
    setFailure(null);
  }, [open, area, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, AREA_FIELDS, setError))
        setFailure(errorMessage(error, editing ? t('toasts.updateFailed') : t('toasts.createFailed')));
    }
  });
  const { errors } = formState;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{editing ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? (busy ? t('common:actions.saving') : t('common:actions.save')) : busy ? t('dialog.creating') : t('dialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
