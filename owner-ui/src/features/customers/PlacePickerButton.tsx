import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Button } from '@mui/material';
import type { Coordinates } from '@paani/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Leaflet and its style sheet come with the dialog, on the first click, not with the customer form.
const PlacePickerDialog = lazy(() => import('./PlacePickerDialog'));

export interface PlacePickerButtonProps {
  /** The field's text when the button is pressed (typed coordinates, a Maps link, or empty). */
  readPlace(): string;
  /** The place chosen with "Use this place"; Cancel and Escape call nothing. */
  onPick(place: Coordinates): void;
}

/** "Pick on the map" beside the place field: opens the map dialog, mounted only while open. */
export function PlacePickerButton({ readPlace, onPick }: PlacePickerButtonProps) {
  const { t } = useTranslation('customers');
  // The field's text at opening; null while closed.
  const [start, setStart] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlaceOutlinedIcon />}
        onClick={() => setStart(readPlace())}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', height: 56 }}
      >
        {t('form.pickOnMap')}
      </Button>
      {start !== null && (
        <Suspense fallback={null}>
          <PlacePickerDialog
            start={start}
            onCancel={() => setStart(null)}
            onUse={(place) => {
              onPick(place);
              setStart(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
