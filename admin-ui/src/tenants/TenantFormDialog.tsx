import { Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import {
  CreateBase,
  EditBase,
  email,
  Form,
  HttpError,
  maxLength,
  minLength,
  PasswordInput,
  required,
  TextInput,
  useNotify,
  useRefresh,
  useEditContext,
  useInput,
  useSaveContext,
} from 'react-admin';
import { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Tenant } from './tenant.types';

const CREATED_MESSAGE =
  'Filter Owner Created Successfully. They sign in, choose a package, complete onboarding and then reach their dashboard (Login → Package Selection → Onboarding → Dashboard).';

function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = saving || isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The form's 'Active Account' checkbox (react-admin's BooleanInput is a switch). */
function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={label}
    />
  );
}

function WhenLoaded({ children }: { children: ReactNode }) {
  const { isPending } = useEditContext();
  return isPending ? (
    <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress />
    </DialogContent>
  ) : (
    <>{children}</>
  );
}

function OwnerFields({ editing }: { editing: boolean }) {
  return (
    <>
      <TextInput source="name" label="Name" validate={[required(), maxLength(255)]} fullWidth />
      <TextInput source="email" label="Email" type="email" validate={[required(), email(), maxLength(255)]} fullWidth />
      {editing ? (
        <PasswordInput
          source="password"
          label="New Password (optional)"
          placeholder="Leave blank to keep current password"
          validate={minLength(8)}
          fullWidth
          autoComplete="new-password"
        />
      ) : (
        <PasswordInput source="password" label="Password" validate={[required(), minLength(8)]} fullWidth autoComplete="new-password" />
      )}
      <CheckboxInput source="is_active" label="Active Account" />
    </>
  );
}

/** Field errors come back in react-admin's `errors` body and land under the fields; anything else is a toast. */
function useFailureToast(message: string) {
  const notify = useNotify();
  return (error: unknown) => {
    const body = (error as HttpError | undefined)?.body as { errors?: Record<string, unknown> } | undefined;
    if (body?.errors && Object.keys(body.errors).length > 0) return;
    notify(message, { type: 'error' });
  };
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function TenantCreateDialog({ open, onClose }: DialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useFailureToast('Failed to create filter owner. Please try again.');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tenant-create-title">
      <DialogTitle id="tenant-create-title">Add New Filter Owner</DialogTitle>
      {open && (
        <CreateBase<Tenant>
          resource="tenants"
          redirect={false}
          record={{ is_active: true }}
          mutationOptions={{
            onSuccess: () => {
              notify(CREATED_MESSAGE, { type: 'success' });
              refresh();
              onClose();
            },
            onError,
          }}
        >
          <Form disableInvalidFormNotification>
            <DialogContent>
              <OwnerFields editing={false} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <SubmitButton label="Create Filter Owner" busyLabel="Creating..." />
            </DialogActions>
          </Form>
        </CreateBase>
      )}
    </Dialog>
  );
}

export function TenantEditDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useFailureToast('Failed to update filter owner. Please try again.');
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tenant-edit-title">
      <DialogTitle id="tenant-edit-title">Edit Filter Owner</DialogTitle>
      {id !== null && (
        <EditBase<Tenant>
          resource="tenants"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          // The password is sent only when filled; the rest of the record goes back as react-admin sends it.
          transform={({ password, ...rest }: Tenant & { password?: string }) => (password ? { ...rest, password } : rest)}
          mutationOptions={{
            onSuccess: () => {
              notify('Filter owner updated successfully.', { type: 'success' });
              refresh();
              onClose();
            },
            onError,
          }}
        >
          <WhenLoaded>
            <Form disableInvalidFormNotification>
              <DialogContent>
                <OwnerFields editing />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <SubmitButton label="Update Filter Owner" busyLabel="Updating..." />
              </DialogActions>
            </Form>
          </WhenLoaded>
        </EditBase>
      )}
    </Dialog>
  );
}
