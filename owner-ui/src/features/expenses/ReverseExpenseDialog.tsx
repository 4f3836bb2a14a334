import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { formatMoney, type Expense } from '@paani/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../customers/display';

/** Asks for the reason, and confirmation, before an expense is reversed. */
export function ReverseExpenseDialog({
  expense,
  busy,
  onClose,
  onSubmit,
}: {
  expense: Expense | null;
  busy: boolean;
  onClose(): void;
  onSubmit(reason: string): void;
}) {
  const { t } = useTranslation('expenses');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const open = expense !== null;
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
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="reverse-expense-title" fullWidth maxWidth="xs">
      <DialogTitle id="reverse-expense-title">{t('reverse.title')}</DialogTitle>
      <DialogContent>
        {expense && (
          <DialogContentText sx={{ mb: 2 }}>
            {t('reverse.text', {
              amount: formatMoney(expense.amount),
              category: t(`categories.${expense.category}`),
              date: formatDay(expense.date),
            })}
          </DialogContentText>
        )}
        <TextField
          id="reverse-expense-reason"
          autoFocus
          fullWidth
          required
          label={t('reverse.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={tried && missing}
          helperText={tried && missing ? t('reverse.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={busy}>
          {t('reverse.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
