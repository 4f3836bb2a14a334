import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client';
import { useGiveEmployeeLogin } from '../../api/employees/employee-login';
import type { StaffMember } from '../../api/employees/get-employees';
import { useToast } from '../../components/Toaster';

/** Gives an employee a rider sign-in (phone and/or email, password of 8 or more), or new credentials for it. */
export function EmployeeLoginDialog({ plantId, employee, onClose }: { plantId: number; employee: StaffMember | null; onClose(): void }) {
  const { t } = useTranslation(['rider', 'shared']);
  const toast = useToast();
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const give = useGiveEmployeeLogin({
    onSuccess: () => {
      toast({ title: t('staff.given', { name: employee?.name ?? '' }), variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.fieldErrors());
      else setFailure(errorMessage(error, t('shared:employeeLogin.failed')));
    },
  });

  useEffect(() => {
    if (!employee) return;
    setPhone(employee.login_phone ?? (employee.has_login ? '' : employee.phone));
    setEmail(employee.login_email ?? '');
    setPassword('');
    setErrors({});
    setFailure(null);
  }, [employee]);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (phone.trim() === '' && email.trim() === '') problems.phone = t('staff.phoneOrEmail');
    if (password.length < 8) problems.password = t('staff.passwordShort');
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !employee) return;
    give.mutate({
      plantId,
      id: employee.id,
      login: { ...(phone.trim() ? { phone: phone.trim() } : {}), ...(email.trim() ? { email: email.trim() } : {}), password },
    });
  };

  return (
    <Dialog open={employee !== null} onClose={give.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('staff.dialogTitle', { name: employee?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="form" noValidate id="employee-login-form" onSubmit={(event) => (event.preventDefault(), submit())}>
          <DialogContentText>{t('staff.dialogText')}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('staff.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={Boolean(errors.phone)}
            helperText={errors.phone}
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
          />
          <TextField
            label={t('staff.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
          />
          <TextField
            label={t('staff.password')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? t('staff.passwordHelp')}
            slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={give.isPending}>
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form="employee-login-form" variant="contained" disabled={give.isPending}>
          {t('staff.give')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
