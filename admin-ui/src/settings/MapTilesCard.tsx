import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { DEFAULT_MAP_TILE_URL, isTileUrl } from '@paani/contracts';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';
import { apiKey, apiQuery } from '../data/apiQuery';

interface Settings {
  app: { onboarding_enabled: boolean; map_tile_url: string };
}

const SETTINGS = '/super-admin/system-settings';
const INVALID = 'Enter an http(s) address with {z}, {x} and {y}, or leave it empty for no background.';

/**
 * The maps' background (`app.map_tile_url`): the {z}/{x}/{y} tile address every map of the owner
 * and rider apps draws under its markers; empty draws none. Checked with the API's own rule
 * (isTileUrl, packages/contracts) before it is sent; the server's refusal is shown on the field.
 */
export function MapTilesCard() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery(apiQuery<Settings>(SETTINGS));
  const saved = settings.data?.app?.map_tile_url;
  const [address, setAddress] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // The field starts at the saved address, and follows it until the admin types.
  useEffect(() => {
    if (saved !== undefined && address === null) setAddress(saved);
  }, [saved, address]);

  const save = useMutation({
    mutationFn: (next: string) => callApi<Settings>('PUT', SETTINGS, { app: { map_tile_url: next } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(apiKey(SETTINGS), data);
      setAddress(data.app.map_tile_url);
      notify('Map tiles saved', { type: 'success' });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.errors?.['app.map_tile_url']?.[0] : undefined;
      setServerError(field ?? (error instanceof Error ? error.message : 'Failed to save the map tiles'));
      notify('Failed to save the map tiles', { type: 'error' });
    },
  });

  const value = address ?? '';
  const invalid = !isTileUrl(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!invalid) save.mutate(value);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          Map tiles
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The background of the owners' customer maps and the riders' route maps. OpenStreetMap's by default ({DEFAULT_MAP_TILE_URL}).
        </Typography>
        {settings.isError && <Alert severity="error">Failed to load the map tiles setting</Alert>}
        {settings.isPending ? (
          <CircularProgress size={24} />
        ) : (
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              id="map-tile-url"
              label="Tile address"
              value={value}
              onChange={(event) => {
                setAddress(event.target.value);
                setServerError(null);
              }}
              error={invalid || serverError !== null}
              helperText={invalid ? INVALID : (serverError ?? '{z}/{x}/{y} address of the map background; empty for none')}
              sx={{ flex: '1 1 420px' }}
              size="small"
            />
            <Button type="submit" variant="contained" disabled={invalid || save.isPending || value === saved}>
              Save
            </Button>
            {save.isPending && <CircularProgress size={18} sx={{ mt: 1 }} />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
