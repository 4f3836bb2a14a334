import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';

type Field = 'name' | 'email' | 'password';

/** Creates a read-only auditor account (POST /api/super-admin/auditors); the server's field errors show under the fields. */
export function AddAuditorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const create = useMutation({
    mutationFn: (auditor: Record<Field, string>) => callApi('POST', '/super-admin/auditors', auditor),
    onSuccess: (_created, auditor) => {
      notify(`Auditor ${auditor.email} created. They sign in at /login and can read, not change.`, { type: 'success' });
      setValues({ name: '', email: '', password: '' });
      onClose();
    },
  });
  // The server's field errors go under the fields; any other failure above them.
  const apiError = create.error instanceof ApiError ? create.error : null;
  const errors: Partial<Record<Field, string>> = Object.fromEntries(
    Object.entries(apiError?.errors ?? {}).map(([field, messages]) => [field, messages[0]]),
  );
  const failure = create.error && !apiError?.errors ? (apiError?.message ?? 'Failed to create auditor. Please try again.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values);
  };

  const field = (name: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      required
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      autoComplete={name === 'password' ? 'new-password' : 'off'}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Add Auditor</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {field('name', 'Name')}
            {field('email', 'Email', 'email')}
            {field('password', 'Password', 'password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Auditor'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
