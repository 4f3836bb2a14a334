import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { PasswordChangeRequest, ProfileRequest } from '@paani/contracts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword, useUpdateProfile } from '../../api/auth/own-account';
import { useAuth } from '../../auth/AuthContext';
import { useToast } from '../../components/Toaster';
import { useSaveFailure } from '../../lib/use-save-failure';
import {
  DETAILS_FIELDS,
  detailsSchema,
  EMPTY_PASSWORD_FORM,
  PASSWORD_FIELDS,
  passwordSchema,
  type DetailsFormValues,
  type PasswordFormValues,
} from './profileForms';

/** One of the page's forms: a card with its title, what failed, its fields and its button. */
function FormCard(props: {
  id: string;
  title: string;
  failure: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Card component="form" onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={props.id} variant="h6" component="h2">
            {props.title}
          </Typography>
          {props.failure && <Alert severity="error">{props.failure}</Alert>}
          {props.children}
          <Button type="submit" variant="contained" disabled={props.busy} sx={{ alignSelf: 'flex-start' }}>
            {props.busy ? props.busyLabel : props.label}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The signed-in owner's name and email (PATCH /api/profile). */
function DetailsCard() {
  const { t } = useTranslation('profile');
  const { user, updateUser } = useAuth();
  const toast = useToast();
  const saving = useUpdateProfile();
  const schema = useMemo(() => detailsSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<DetailsFormValues, unknown, Required<ProfileRequest>>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(true, DETAILS_FIELDS, setError);
  useEffect(() => reset({ name: user?.name ?? '', email: user?.email ?? '' }), [user?.name, user?.email, reset]);

  const submit = handleSubmit((values) =>
    save(async () => {
      const { data } = await saving.mutateAsync(values);
      updateUser(data);
      toast({ title: t('details.saved'), variant: 'success' });
    }, t('details.failed')),
  );
  const { errors } = formState;
  return (
    <FormCard
      id="profile-details"
      title={t('details.title')}
      failure={failure}
      busy={saving.isPending}
      label={t('details.save')}
      busyLabel={t('details.saving')}
      onSubmit={submit}
    >
      <TextField
        label={t('details.name')}
        required
        fullWidth
        {...register('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField
        label={t('details.email')}
        type="email"
        required
        fullWidth
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
    </FormCard>
  );
}

/** A new password, proven by the current one; this device keeps the new token the answer carries. */
function PasswordCard() {
  const { t } = useTranslation('profile');
  const { replaceSession } = useAuth();
  const toast = useToast();
  const changing = useChangePassword();
  const schema = useMemo(() => passwordSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordFormValues, unknown, PasswordChangeRequest>({
    defaultValues: EMPTY_PASSWORD_FORM,
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(true, PASSWORD_FIELDS, setError);

  const submit = handleSubmit((values) =>
    save(async () => {
      const { data } = await changing.mutateAsync(values);
      replaceSession(data.token, data.user);
      reset(EMPTY_PASSWORD_FORM);
      toast({ title: t('password.saved'), variant: 'success' });
    }, t('password.failed')),
  );
  const { errors } = formState;
  const field = (name: keyof PasswordFormValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      required
      fullWidth
      autoComplete={autoComplete}
      {...register(name)}
      error={!!errors[name]}
      helperText={errors[name]?.message}
    />
  );
  return (
    <FormCard
      id="profile-password"
      title={t('password.title')}
      failure={failure}
      busy={changing.isPending}
      label={t('password.save')}
      busyLabel={t('password.saving')}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('password.hint')}
      </Typography>
      {field('current_password', t('password.current'), 'current-password')}
      {field('new_password', t('password.new'), 'new-password')}
      {field('confirm', t('password.confirm'), 'new-password')}
    </FormCard>
  );
}

/** /profile: the signed-in owner's own account. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }} data-testid="profile-page">
      <Typography variant="h4" component="h1" fontWeight={700}>
        {t('title')}
      </Typography>
      <DetailsCard />
      <PasswordCard />
    </Stack>
  );
}
