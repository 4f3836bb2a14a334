import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MARKER_COLOURS, MARKER_STATES, PLANT_COLOUR } from './marker-states';

/** What the colours mean, in the markers' own colours, and the plant's marker. */
export function MapLegend() {
  const { t } = useTranslation('map');
  const dot = (colour: string) => (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colour, border: '2px solid #fff', boxShadow: 1 }}
    />
  );
  return (
    <Stack
      component="ul"
      aria-label={t('legend.title')}
      direction="row"
      flexWrap="wrap"
      useFlexGap
      spacing={2}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {MARKER_STATES.map((state) => (
        <Stack component="li" key={state} direction="row" spacing={1} alignItems="center">
          {dot(MARKER_COLOURS[state])}
          <Typography variant="body2">{t(`legend.${state}`)}</Typography>
        </Stack>
      ))}
      <Stack component="li" direction="row" spacing={1} alignItems="center">
        {dot(PLANT_COLOUR)}
        <Typography variant="body2">{t('legend.plant')}</Typography>
      </Stack>
    </Stack>
  );
}
