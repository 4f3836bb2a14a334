import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  busy: boolean;
  title: ReactNode;
  /** The submit button's text (already showing the busy state when it should). */
  submitLabel: ReactNode;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Disables the submit button even when not busy. */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/** A dialog holding one form: its title, its fields, Cancel and a submit button; it cannot be dismissed while busy. */
export function FormDialog({
  open,
  busy,
  title,
  submitLabel,
  onClose,
  onSubmit,
  submitDisabled = false,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <FormDialogActions busy={busy} submitDisabled={submitDisabled} submitLabel={submitLabel} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** Cancel and the submit button; `formId` ties the submit button to a form the actions are outside of. */
export function FormDialogActions({
  busy,
  submitLabel,
  onClose,
  formId,
  submitDisabled = false,
}: {
  busy: boolean;
  submitLabel: ReactNode;
  onClose(): void;
  formId?: string;
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/** The keys a feature's namespace has for a dialog that adds or edits one thing. */
export type AddEditKey =
  'dialog.addTitle' | 'dialog.editTitle' | 'dialog.create' | 'dialog.creating' | 'toasts.createFailed' | 'toasts.updateFailed';

/** The title, submit text and failure fallback of a dialog that adds one thing (Create) or edits it (Save). */
export function useAddEditTexts(text: (key: AddEditKey) => string, editing: boolean, busy: boolean) {
  const { t } = useTranslation('common');
  return {
    title: text(editing ? 'dialog.editTitle' : 'dialog.addTitle'),
    submitLabel: editing ? (busy ? t('actions.saving') : t('actions.save')) : text(busy ? 'dialog.creating' : 'dialog.create'),
    failed: text(editing ? 'toasts.updateFailed' : 'toasts.createFailed'),
  };
}
