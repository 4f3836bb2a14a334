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
  const { t } = useTranslation('common');
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
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
