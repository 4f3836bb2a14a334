import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';

interface Settings {
  app: { onboarding_enabled: boolean | number | string };
}

/** true, 1 and '1' all mean on (spec section 3). */
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The System tab's onboarding switch: optimistic, reverted and reloaded from the server on failure (section 4). */
export function OnboardingSwitch() {
  const notify = useNotify();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = async () => {
    try {
      const { data } = await callApi<Settings>('GET', '/super-admin/system-settings');
      setEnabled(isOn(data?.app?.onboarding_enabled));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      notify('Failed to load onboarding system status', { type: 'error' });
    }
  };

  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = async (next: boolean) => {
    const previous = enabled;
    setEnabled(next);
    setSaving(true);
    try {
      const { message } = await callApi<Settings>('PUT', '/super-admin/system-settings', { app: { onboarding_enabled: next } });
      notify(message || `Onboarding system ${next ? 'enabled' : 'disabled'} successfully`, { type: 'success' });
    } catch (error) {
      setEnabled(previous);
      notify(error instanceof ApiError && error.status === 422 ? 'Failed to update settings' : 'Failed to update onboarding system', {
        type: 'error',
      });
      await load();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          Onboarding System
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          When off, filter owners cannot use the onboarding flow: its routes answer 423 (Locked) and owners without plants are told that
          system setup is required.
        </Typography>
        {loadFailed && enabled === null && <Alert severity="error">Failed to load onboarding system status</Alert>}
        {enabled === null && !loadFailed ? (
          <CircularProgress size={24} />
        ) : (
          enabled !== null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <FormControlLabel
                control={<Switch checked={enabled} disabled={saving} onChange={(event) => void change(event.target.checked)} />}
                label={enabled ? 'Onboarding enabled' : 'Onboarding disabled'}
              />
              {saving && <CircularProgress size={18} />}
            </Box>
          )
        )}
      </CardContent>
    </Card>
  );
}
