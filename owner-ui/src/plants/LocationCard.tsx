import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, Card, CardContent, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client';
import { usePlantLocation } from '../api/plants/get-plant-location';
import { useRemovePlantLocation } from '../api/plants/remove-plant-location';
import { useSavePlantLocation } from '../api/plants/save-plant-location';
import { type Plant, formatCoordinate } from '@paani/contracts';
import { useToast } from '../components/Toaster';
import { formatDateTime } from '../lib/format';
import { currentPosition, SETTINGS_GEOLOCATION } from '../lib/geolocation';
import { parseCoordinates } from './settingsForm';

// As toLocaleString() shows a moment: numeric date, then time with seconds.
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

export function LocationCard({ plant }: { plant: Plant }) {
  const toast = useToast();
  const { t } = useTranslation('plants');
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
        title: t('location.saved'),
        description: t('location.savedText'),
        variant: 'success',
      });
      setEditing(false);
    },
    onError: (error) => toast({ title: t('location.error'), description: errorMessage(error, t('location.saveFailed')), variant: 'error' }),
  });
  const remove = useRemovePlantLocation({
    onSuccess: () => {
      toast({
        title: t('location.removed'),
        description: t('location.removedText'),
        variant: 'success',
      });
      setLatitude('');
      setLongitude('');
    },
    onError: () => toast({ title: t('location.error'), description: t('location.removeFailed'), variant: 'error' }),
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
        title: t('location.detected'),
        description: `${formatCoordinate(outcome.coords.latitude)}, ${formatCoordinate(outcome.coords.longitude)}`,
        variant: 'success',
      });
      return;
    }
    setEditing(true);
    toast({
      title: outcome.reason === 'unsupported' ? t('location.notSupported') : t('location.locationError'),
      description: t(`geolocation.settings.${outcome.reason}`),
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
            {t('location.title')}
          </Typography>
          {record?.location_verified && <Chip size="small" label={t('location.verified')} color="success" />}
        </Stack>
        {location.isPending && <Typography color="text.secondary">{t('location.loading')}</Typography>}
        {location.isError && <Alert severity="error">{errorMessage(location.error, t('location.loadFailed'))}</Alert>}
        {record && hasLocation && (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography data-testid="location-coordinates" fontFamily="monospace">
              {formatCoordinate(record.location!.lat)}, {formatCoordinate(record.location!.lng)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {(record as { address?: string }).address ?? plant.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('location.lastUpdated', {
                when: record.last_updated ? formatDateTime(new Date(record.last_updated), DATE_TIME) : t('location.never'),
              })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={editing ? <MyLocationIcon /> : <EditLocationAltIcon />}
                onClick={startEditing}
                disabled={locating}
              >
                {editing ? t('location.useGps') : t('location.edit')}
              </Button>
              <Button size="small" color="error" variant="outlined" onClick={() => remove.mutate(plant.id)} disabled={remove.isPending}>
                {remove.isPending ? t('location.removing') : t('location.remove')}
              </Button>
            </Stack>
          </Stack>
        )}
        {record && !hasLocation && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('location.missing')}
          </Alert>
        )}
        {record && showEntry && (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t('location.latitude')}
                  fullWidth
                  value={latitude}
                  onChange={(event) => setLatitude(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t('location.longitude')}
                  fullWidth
                  value={longitude}
                  onChange={(event) => setLongitude(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
            </Grid>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void detectLocation()} disabled={locating}>
                {locating ? t('location.locating') : t('location.useCurrent')}
              </Button>
              <Button
                variant="contained"
                onClick={() =>
                  coordinates && save.mutate({ id: plant.id, location: { ...coordinates, address_confirmation: plant.address } })
                }
                disabled={!coordinates || save.isPending}
              >
                {save.isPending ? t('location.saving') : t('location.save')}
              </Button>
              {editing && hasLocation && <Button onClick={() => setEditing(false)}>{t('location.cancel')}</Button>}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('location.tip')}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
