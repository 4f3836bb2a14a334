import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the reason before a ledger line is reversed. */
export function ReverseDialog({
  open,
  description,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The line, as the question names it. */
  description: string;
  busy: boolean;
  onClose(): void;
  onSubmit(reason: string): void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
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
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="reverse-title" fullWidth maxWidth="xs">
      <DialogTitle id="reverse-title">{t('ledger.reverseTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          id="reverse-reason"
          autoFocus
          fullWidth
          required
          label={t('ledger.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={tried && missing}
          helperText={tried && missing ? t('ledger.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={busy}>
          {t('ledger.reverseSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
