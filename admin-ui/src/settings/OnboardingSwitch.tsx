import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';
import { apiKey, apiQuery } from '../data/apiQuery';

interface Settings {
  app: { onboarding_enabled: boolean | number | string };
}

const SETTINGS = '/super-admin/system-settings';

/** true, 1, '1' and 'true' all mean on, as the server reads the setting (docs/product.md, "The console"). */
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The System tab's onboarding switch: optimistic, reverted and reloaded from the server on failure (docs/product.md, "The console"). */
export function OnboardingSwitch() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...apiQuery<Settings>(SETTINGS), select: (data) => isOn(data?.app?.onboarding_enabled) });
  const enabled = settings.data ?? null;

  useEffect(() => {
    if (settings.error) notify('Failed to load onboarding system status', { type: 'error' });
  }, [settings.error, notify]);

  const save = useMutation({
    mutationFn: (next: boolean) => callApi<Settings>('PUT', SETTINGS, { app: { onboarding_enabled: next } }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: apiKey(SETTINGS) });
      const previous = queryClient.getQueryData<Settings>(apiKey(SETTINGS));
      queryClient.setQueryData<Settings>(apiKey(SETTINGS), (current) => ({
        ...current,
        app: { ...current?.app, onboarding_enabled: next },
      }));
      return { previous };
    },
    onSuccess: ({ data, message }, next) => {
      queryClient.setQueryData(apiKey(SETTINGS), data);
      notify(message || `Onboarding system ${next ? 'enabled' : 'disabled'} successfully`, { type: 'success' });
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(apiKey(SETTINGS), context?.previous);
      notify(error instanceof ApiError && error.status === 422 ? 'Failed to update settings' : 'Failed to update onboarding system', {
        type: 'error',
      });
      return queryClient.invalidateQueries({ queryKey: apiKey(SETTINGS) });
    },
  });

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
        {settings.isError && enabled === null && <Alert severity="error">Failed to load onboarding system status</Alert>}
        {settings.isPending ? (
          <CircularProgress size={24} />
        ) : (
          enabled !== null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <FormControlLabel
                control={<Switch checked={enabled} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />}
                label={enabled ? 'Onboarding enabled' : 'Onboarding disabled'}
              />
              {save.isPending && <CircularProgress size={18} />}
            </Box>
          )
        )}
      </CardContent>
    </Card>
  );
}
