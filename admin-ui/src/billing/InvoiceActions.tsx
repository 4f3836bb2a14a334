import { FormEvent, MouseEvent, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@paani/contracts';
import { useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { ApiError, callApi } from '../data/api';
import { apiKey } from '../data/apiQuery';
import { formatPkr } from '../format';
import { balanceDue } from './billing.model';

export const SUMMARY_PATH = '/super-admin/invoices/summary';
const METHODS = [
  { id: 'bank_transfer', name: 'Bank transfer' },
  { id: 'cash', name: 'Cash' },
  { id: 'cheque', name: 'Cheque' },
  { id: 'jazzcash', name: 'JazzCash' },
  { id: 'easypaisa', name: 'Easypaisa' },
  { id: 'other', name: 'Other' },
];

/** Today as YYYY-MM-DD in the browser's zone (the date a payment was received). */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** A command on one invoice; afterwards the list and the Billing figures are read again. */
function useInvoiceCommand(path: (id: number) => string, done: string, onDone: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => callApi<Invoice>('POST', path(id), body),
    onSuccess: () => {
      notify(done, { type: 'success' });
      void client.invalidateQueries({ queryKey: apiKey(SUMMARY_PATH) });
      void client.invalidateQueries({ queryKey: apiKey('/super-admin/dashboard') });
      refresh();
      onDone();
    },
  });
}

function fieldErrors(error: unknown): { errors: Record<string, string>; failure: string | null } {
  const apiError = error instanceof ApiError ? error : null;
  const errors = Object.fromEntries(Object.entries(apiError?.errors ?? {}).map(([field, messages]) => [field, messages[0]]));
  const failure = error && Object.keys(errors).length === 0 ? (apiError?.message ?? 'The request failed. Please try again.') : null;
  return { errors, failure };
}

/** Record a payment (amount, method, reference, date); a partial payment leaves the rest due. */
function RecordPaymentDialog({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const due = balanceDue(invoice);
  const [values, setValues] = useState({ amount: String(due), method: 'bank_transfer', reference: '', paid_at: localToday() });
  const pay = useInvoiceCommand((id) => `/super-admin/invoices/${id}/payments`, 'Payment recorded successfully', onClose);
  const { errors, failure } = fieldErrors(pay.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({
      id: invoice.id,
      body: { amount: Number(values.amount), method: values.method, reference: values.reference.trim() || null, paid_at: values.paid_at },
    });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>Record Payment · {invoice.number}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {invoice.owner_name}: {formatPkr(due)} due of {formatPkr(invoice.amount)}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Amount"
              type="number"
              required
              value={values.amount}
              onChange={(event) => setValues({ ...values, amount: event.target.value })}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? 'A partial payment leaves the rest due.'}
              slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
            />
            <TextField
              select
              label="Method"
              required
              value={values.method}
              onChange={(event) => setValues({ ...values, method: event.target.value })}
              error={Boolean(errors.method)}
              helperText={errors.method}
            >
              {METHODS.map((method) => (
                <MenuItem key={method.id} value={method.id}>
                  {method.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Reference"
              value={values.reference}
              onChange={(event) => setValues({ ...values, reference: event.target.value })}
              error={Boolean(errors.reference)}
              helperText={errors.reference}
            />
            <TextField
              label="Paid on"
              type="date"
              required
              value={values.paid_at}
              onChange={(event) => setValues({ ...values, paid_at: event.target.value })}
              error={Boolean(errors.paid_at)}
              helperText={errors.paid_at}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pay.isPending}>
            {pay.isPending ? 'Recording...' : 'Record Payment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Void an invoice with a reason (refused once payments are recorded). */
function VoidInvoiceDialog({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const voiding = useInvoiceCommand((id) => `/super-admin/invoices/${id}/void`, 'Invoice voided successfully', onClose);
  const { errors, failure } = fieldErrors(voiding.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    voiding.mutate({ id: invoice.id, body: { reason } });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>Void Invoice · {invoice.number}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              The invoice stays in the record, marked void; the month can be billed again by the next run.
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Reason"
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={voiding.isPending}>
            {voiding.isPending ? 'Voiding...' : 'Void Invoice'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The row's actions: Record payment while something is due, Void while nothing was paid. Hidden from auditors (read-only). */
export function InvoiceRowActions() {
  const invoice = useRecordContext<Invoice>();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState<'pay' | 'void' | null>(null);
  if (!invoice || permissions === 'auditor') return null;
  const opener = (which: 'pay' | 'void') => (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(which);
  };
  const canPay = invoice.status === 'pending' || invoice.status === 'overdue';
  const canVoid = invoice.status !== 'void' && invoice.paid_amount === 0;
  return (
    <Stack direction="row" spacing={1}>
      {canPay && (
        <Button size="small" startIcon={<PaymentsIcon />} onClick={opener('pay')} aria-label={`Record payment for ${invoice.number}`}>
          Record Payment
        </Button>
      )}
      {canVoid && (
        <Button size="small" color="error" startIcon={<BlockIcon />} onClick={opener('void')} aria-label={`Void ${invoice.number}`}>
          Void
        </Button>
      )}
      {open === 'pay' && <RecordPaymentDialog invoice={invoice} open onClose={() => setOpen(null)} />}
      {open === 'void' && <VoidInvoiceDialog invoice={invoice} open onClose={() => setOpen(null)} />}
    </Stack>
  );
}
