import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  /** What is about to happen, as the question names it. */
  description?: ReactNode;
  reasonLabel: string;
  /** Shown under the field when it is sent empty. */
  reasonRequired: string;
  submitLabel: string;
  maxLength: number;
  /** The field's id (tests and labels find it by it). */
  fieldId: string;
  onClose(): void;
  onSubmit(reason: string): void;
}

/**
 * Asks for a reason before something is undone for good (a ledger line, an entry, an expense):
 * the reason is required and sent trimmed; Enter submits; it cannot be dismissed while busy.
 */
export function ReasonDialog({
  open,
  busy,
  title,
  description,
  reasonLabel,
  reasonRequired,
  submitLabel,
  maxLength,
  fieldId,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTried(false);
    }
  }, [open]);
  const missing = reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onSubmit(reason.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
        <TextField
          id={fieldId}
          autoFocus
          fullWidth
          required
          label={reasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={tried && missing}
          helperText={tried && missing ? reasonRequired : undefined}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
