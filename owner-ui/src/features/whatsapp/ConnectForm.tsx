import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Button, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import type { WhatsAppConnection } from '@paani/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConnectWhatsApp } from '../../api/whatsapp/whatsapp';
import { useToast } from '../../components/Toaster';
import { useSaveFailure } from '../../lib/use-save-failure';
import { CONNECT_FIELDS, connectSchema, EMPTY_CONNECT_FORM, type ConnectFormValues } from './connectForm';

/** A secret (the token, the app secret): a password field, shown only while its eye is pressed on. */
function SecretField({
  label,
  helperText,
  error,
  registration,
}: {
  label: string;
  helperText: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('whatsapp');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      required
      fullWidth
      autoComplete="off"
      {...registration}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { dir: 'ltr', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(shown ? 'form.hide' : 'form.show', { what: label })}
                onClick={() => setShown((now) => !now)}
                edge="end"
                size="small"
              >
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * Connects the owner's WhatsApp Business account, or replaces its credentials (the same PUT). The
 * server's rules are checked here first; its 422 messages land under their fields, anything else
 * above them.
 */
export function ConnectForm({ changing, onDone, onCancel }: { changing: boolean; onDone(): void; onCancel?: () => void }) {
  const { t } = useTranslation('whatsapp');
  const toast = useToast();
  const titleId = useId();
  const connect = useConnectWhatsApp();
  const schema = useMemo(() => connectSchema(t), [t]);
  const { register, handleSubmit, setError, formState } = useForm<ConnectFormValues, unknown, WhatsAppConnection>({
    defaultValues: EMPTY_CONNECT_FORM,
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(true, CONNECT_FIELDS, setError);
  const { errors } = formState;

  const submit = handleSubmit((connection) =>
    save(async () => {
      await connect.mutateAsync(connection);
      toast({ title: t('form.connected'), variant: 'success' });
      onDone();
    }, t('form.failed')),
  );

  const digits = (name: 'phone_number_id' | 'business_account_id', label: string, hint: string) => (
    <TextField
      label={label}
      required
      fullWidth
      autoComplete="off"
      {...register(name)}
      error={!!errors[name]}
      helperText={errors[name]?.message ?? hint}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="whatsapp-connect-form">
      <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={600}>
        {changing ? t('form.changeTitle') : t('form.title')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {digits('phone_number_id', t('form.phoneNumberId'), t('form.phoneNumberIdHint'))}
      {digits('business_account_id', t('form.businessAccountId'), t('form.businessAccountIdHint'))}
      <SecretField
        label={t('form.accessToken')}
        helperText={t('form.accessTokenHint')}
        error={errors.access_token?.message}
        registration={register('access_token')}
      />
      <SecretField
        label={t('form.appSecret')}
        helperText={t('form.appSecretHint')}
        error={errors.app_secret?.message}
        registration={register('app_secret')}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={connect.isPending}>
          {connect.isPending ? t('form.saving') : changing ? t('form.save') : t('form.connect')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={connect.isPending}>
            {t('form.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
