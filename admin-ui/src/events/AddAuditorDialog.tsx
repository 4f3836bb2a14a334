import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';

type Field = 'name' | 'email' | 'password';

/** Creates a read-only auditor account (POST /api/super-admin/auditors); the server's field errors show under the fields. */
export function AddAuditorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await callApi('POST', '/super-admin/auditors', values);
      notify(`Auditor ${values.email} created. They sign in at /login and can read, not change.`, { type: 'success' });
      setValues({ name: '', email: '', password: '' });
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.errors) setErrors(Object.fromEntries(Object.entries(apiError.errors).map(([field, messages]) => [field, messages[0]])));
      else setFailure(apiError?.message ?? 'Failed to create auditor. Please try again.');
    } finally {
      setSaving(false);
    }
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
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Creating...' : 'Create Auditor'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
