import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { formatCoordinates, parseCoordinates, type Coordinates, type MapSettings } from '@paani/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerMap } from '../../api/map/get-customer-map';
import { LoadError } from '../../components/ScreenStates';
import { usePlants } from '../../plants/PlantContext';
import { PlacePickerMap, type PlacePickerMapProps } from './PlacePickerMap';

/** No plant chosen (the form is not offered then, but the hook needs one): a bare map of Lahore. */
const NO_SETTINGS: MapSettings = { tile_url: '', attribution: '', plant: null };

export interface PlacePickerDialogProps {
  /** The place field's text when opened. */
  start: string;
  onCancel(): void;
  onUse(place: Coordinates): void;
}

/**
 * "Pick on the map" (loaded lazily by PlacePickerButton, with Leaflet): a click puts the marker,
 * "Use this place" hands it back, Cancel or Escape leave the field as it was.
 */
export default function PlacePickerDialog({ start, onCancel, onUse }: PlacePickerDialogProps) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const { selectedPlant } = usePlants();
  const [current] = useState(() => parseCoordinates(start));
  const [picked, setPicked] = useState<Coordinates | null>(current);
  const mapProps = { current, picked, onPick: setPicked };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('form.picker.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('form.picker.hint')}</DialogContentText>
        {selectedPlant ? (
          <PlantPickerMap plantId={selectedPlant.id} {...mapProps} />
        ) : (
          <PlacePickerMap settings={NO_SETTINGS} {...mapProps} />
        )}
        <Typography role="status" data-testid="place-picker-chosen" sx={{ mt: 1 }}>
          {picked ? t('form.picker.chosen', { place: formatCoordinates(picked) }) : t('form.picker.nothingChosen')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
        <Button variant="contained" disabled={!picked} onClick={() => picked && onUse(picked)}>
          {t('form.picker.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The plant's map settings (tiles, its place) from GET /customers/map, then the map. */
function PlantPickerMap({ plantId, ...props }: Omit<PlacePickerMapProps, 'settings'> & { plantId: number }) {
  const { t } = useTranslation('customers');
  const map = useCustomerMap(plantId);
  if (map.isPending) return <LinearProgress aria-label={t('form.picker.loading')} />;
  if (map.isError) return <LoadError title={t('form.picker.loadFailed')} error={map.error} onRetry={() => void map.refetch()} />;
  return <PlacePickerMap settings={map.data} {...props} />;
}
