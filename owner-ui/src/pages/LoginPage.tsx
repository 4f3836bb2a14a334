import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { dashboardPathFor, ownerLanding, usesConsole } from '../auth/landing';
import { isOtherApp, RedirectTo } from '../auth/RouteGuard';
import { loginSchema, type LoginForm } from '../auth/validation';
import { LanguageMenu } from '../components/LanguageMenu';
import { useToast } from '../components/Toaster';

// Spec section 9: the post-login flow starts about 100 ms after sign-in; a navigation lock lasts 3 s.
const POST_LOGIN_DELAY_MS = 100;
const NAVIGATION_LOCK_MS = 3000;

export function goTo(path: string, navigate: (path: string, options?: { replace?: boolean }) => void): void {
  // The console under /super-admin/ and the rider's app at /rider are other apps served by the same server: a full page load.
  if (isOtherApp(path)) window.location.assign(path);
  else navigate(path, { replace: true });
}

export default function LoginPage() {
  const { t } = useTranslation('signIn');
  const { login, status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const locked = useRef(false);
  const signingIn = useRef(false);
  const remembered = (location.state as { from?: string } | null)?.from;
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
    resolver: zodResolver(loginSchema),
  });

  if (status === 'signedIn' && user && !redirecting && !signingIn.current) return <RedirectTo path={dashboardPathFor(user.role)} />;

  const onSubmit = async (values: LoginForm) => {
    if (locked.current) return;
    setServerError(null);
    let signedIn;
    signingIn.current = true;
    try {
      signedIn = await login(values.email.trim(), values.password);
    } catch (error) {
      signingIn.current = false;
      const message = error instanceof Error && error.message ? error.message : t('failed');
      setServerError(message);
      toast({ title: t('failed'), description: message, variant: 'error' });
      return;
    }
    locked.current = true;
    setTimeout(() => (locked.current = false), NAVIGATION_LOCK_MS);
    setRedirecting(true);
    toast({ title: t('welcome'), description: t('signedInAs', { name: signedIn.name }), variant: 'success' });
    await new Promise((resolve) => setTimeout(resolve, POST_LOGIN_DELAY_MS));
    if (usesConsole(signedIn.role)) {
      goTo(remembered?.startsWith('/super-admin/') ? remembered : dashboardPathFor(signedIn.role), navigate);
    } else if (signedIn.role === 'filter_owner') {
      goTo(await ownerLanding(signedIn, remembered), navigate);
    } else {
      goTo(dashboardPathFor(signedIn.role), navigate);
    }
  };

  if (redirecting) {
    return (
      <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: '100vh' }} role="status">
        <CircularProgress />
        <Typography>{t('redirecting')}</Typography>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: -1, mb: 1 }}>
            <LanguageMenu variant="button" />
          </Stack>
          <Stack spacing={1} alignItems="center" sx={{ mb: 3 }}>
            <WaterDropIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subtitle')}
            </Typography>
          </Stack>
          <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
            {serverError && (
              <Alert severity="error" data-testid="login-error">
                {serverError}
              </Alert>
            )}
            <TextField
              label={t('email')}
              type="text"
              inputMode="email"
              autoComplete="username"
              autoFocus
              fullWidth
              {...register('email')}
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
            />
            <TextField
              label={t('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              {...register('password')}
              error={Boolean(formState.errors.password)}
              helperText={formState.errors.password?.message}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('submitting') : t('submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
