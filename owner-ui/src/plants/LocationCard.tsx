import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, Card, CardContent, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { usePlantLocation } from '../api/plants/get-plant-location';
import { useRemovePlantLocation } from '../api/plants/remove-plant-location';
import { useSavePlantLocation } from '../api/plants/save-plant-location';
import { type Plant, formatCoordinate } from '@paani/contracts';
import { useToast } from '../components/Toaster';
import { currentPosition, SETTINGS_GEOLOCATION, SETTINGS_GEOLOCATION_MESSAGES } from '../lib/geolocation';
import { parseCoordinates } from './settingsForm';

export function LocationCard({ plant }: { plant: Plant }) {
  const toast = useToast();
  const location = usePlantLocation(plant.id);
  const [editing, setEditing] = useState(false);
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [locating, setLocating] = useState(false);
  const record = location.data;
  const hasLocation = Boolean(record?.location);
  const showEntry = editing || (!!record && !hasLocation);
  const coordinates = parseCoordinates(latitude, longitude);

  const save = useSavePlantLocation({
    onSuccess: () => {
      toast({
        title: 'Success! 🎉',
        description: 'Location saved successfully! Your plant is now visible to customers on the mobile app.',
        variant: 'success',
      });
      setEditing(false);
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save location. Please try again.'), variant: 'error' }),
  });
  const remove = useRemovePlantLocation({
    onSuccess: () => {
      toast({
        title: 'Location Removed',
        description: 'Plant location has been removed. It will no longer be visible to customers.',
        variant: 'success',
      });
      setLatitude('');
      setLongitude('');
    },
    onError: () => toast({ title: 'Error', description: 'Failed to remove location. Please try again.', variant: 'error' }),
  });

  const detectLocation = async () => {
    setLocating(true);
    const outcome = await currentPosition(SETTINGS_GEOLOCATION);
    setLocating(false);
    if (outcome.ok) {
      setLatitude(formatCoordinate(outcome.coords.latitude));
      setLongitude(formatCoordinate(outcome.coords.longitude));
      setEditing(true);
      toast({
        title: 'Location Detected',
        description: `${formatCoordinate(outcome.coords.latitude)}, ${formatCoordinate(outcome.coords.longitude)}`,
        variant: 'success',
      });
      return;
    }
    setEditing(true);
    toast({
      title: outcome.reason === 'unsupported' ? 'Not Supported' : 'Location Error',
      description: SETTINGS_GEOLOCATION_MESSAGES[outcome.reason],
      variant: 'error',
    });
  };

  const startEditing = () => {
    if (editing) return void detectLocation();
    setLatitude(record?.location ? formatCoordinate(record.location.lat) : '');
    setLongitude(record?.location ? formatCoordinate(record.location.lng) : '');
    setEditing(true);
  };

  return (
    <Card data-testid="location-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <LocationOnIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h2">
            Plant Location
          </Typography>
          {record?.location_verified && <Chip size="small" label="Verified" color="success" />}
        </Stack>
        {location.isPending && <Typography color="text.secondary">Loading...</Typography>}
        {location.isError && <Alert severity="error">{errorMessage(location.error, 'Failed to load location')}</Alert>}
        {record && hasLocation && (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography data-testid="location-coordinates" fontFamily="monospace">
              {formatCoordinate(record.location!.lat)}, {formatCoordinate(record.location!.lng)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {(record as { address?: string }).address ?? plant.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Last updated: {record.last_updated ? new Date(record.last_updated).toLocaleString('en-PK') : 'Never'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={editing ? <MyLocationIcon /> : <EditLocationAltIcon />}
                onClick={startEditing}
                disabled={locating}
              >
                {editing ? 'Use GPS' : 'Edit'}
              </Button>
              <Button size="small" color="error" variant="outlined" onClick={() => remove.mutate(plant.id)} disabled={remove.isPending}>
                {remove.isPending ? 'Removing...' : 'Remove'}
              </Button>
            </Stack>
          </Stack>
        )}
        {record && !hasLocation && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No location set - customers won't be able to find your plant on the mobile app
          </Alert>
        )}
        {record && showEntry && (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Latitude"
                  fullWidth
                  value={latitude}
                  onChange={(event) => setLatitude(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Longitude"
                  fullWidth
                  value={longitude}
                  onChange={(event) => setLongitude(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
            </Grid>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void detectLocation()} disabled={locating}>
                {locating ? 'Getting location...' : 'Use Current Location'}
              </Button>
              <Button
                variant="contained"
                onClick={() =>
                  coordinates && save.mutate({ id: plant.id, location: { ...coordinates, address_confirmation: plant.address } })
                }
                disabled={!coordinates || save.isPending}
              >
                {save.isPending ? 'Saving...' : 'Save Location'}
              </Button>
              {editing && hasLocation && <Button onClick={() => setEditing(false)}>Cancel</Button>}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Tip: only the general area of your plant is shown to customers. Verified locations appear in nearby searches.
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
