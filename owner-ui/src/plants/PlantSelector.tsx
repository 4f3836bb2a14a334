import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, CircularProgress, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Plant } from '@paani/contracts';

export type PlantSelectorVariant = 'compact' | 'header' | 'default';
export const PLANT_SELECTOR_WIDTHS: Record<PlantSelectorVariant, number> = { compact: 180, header: 220, default: 250 };

export interface PlantSelectorProps {
  plants: Plant[];
  selectedPlant: Plant | null;
  isLoading: boolean;
  error: string | null;
  onSelect(id: number): void;
  variant?: PlantSelectorVariant;
  showAddButton?: boolean;
}

function PlantBadges({ plant }: { plant: Plant }) {
  const { t } = useTranslation('plants');
  return (
    <>
      {plant.is_default && <Chip size="small" label={t('selector.default')} color="primary" variant="outlined" />}
      {!plant.is_active && <Chip size="small" label={t('selector.inactive')} color="warning" variant="outlined" />}
    </>
  );
}

/** The header's plant switcher: loading, error, empty, one plant or a dropdown (docs/product.md, "The owner app"). */
export function PlantSelector({
  plants,
  selectedPlant,
  isLoading,
  error,
  onSelect,
  variant = 'default',
  showAddButton = true,
}: PlantSelectorProps) {
  const { t } = useTranslation('plants');
  const navigate = useNavigate();
  const width = PLANT_SELECTOR_WIDTHS[variant];
  const goToPlants = () => navigate('/filter-owner/plants');

  if (isLoading) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ width }} data-testid="plant-selector" role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{t('selector.loading')}</Typography>
      </Stack>
    );
  }
  if (error) {
    return (
      <Typography variant="body2" color="error" sx={{ width }} data-testid="plant-selector">
        {error === t('selector.authFailed') || /authenticat/i.test(error) ? t('selector.logInAgain') : t('selector.loadFailed')}
      </Typography>
    );
  }
  if (plants.length === 0) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" data-testid="plant-selector">
        <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('selector.readyForFirst')}
        </Typography>
        <Button size="small" variant="contained" onClick={goToPlants}>
          {t('selector.createFirst')}
        </Button>
      </Stack>
    );
  }
  if (plants.length === 1) {
    const [plant] = plants;
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ maxWidth: width + 120 }} data-testid="plant-selector">
        <Typography variant="body2" fontWeight={600} noWrap sx={{ maxWidth: width }}>
          {plant.name}
        </Typography>
        <PlantBadges plant={plant} />
        {showAddButton && (
          <Button size="small" startIcon={<AddIcon />} onClick={goToPlants}>
            {t('selector.addPlant')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="plant-selector">
      <Select
        size="small"
        displayEmpty
        value={selectedPlant ? String(selectedPlant.id) : ''}
        onChange={(event) => onSelect(Number(event.target.value))}
        sx={{ width, maxWidth: '100%' }}
        inputProps={{ 'aria-label': t('selector.selectPlant') }}
        renderValue={(value) => {
          const plant = plants.find((candidate) => String(candidate.id) === value);
          return plant ? (
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {plant.name}
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('selector.placeholder')}
            </Box>
          );
        }}
      >
        {plants.map((plant) => (
          <MenuItem key={plant.id} value={String(plant.id)} disabled={!plant.is_active}>
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{plant.name}</span>
              <PlantBadges plant={plant} />
            </Stack>
          </MenuItem>
        ))}
      </Select>
      {showAddButton && (
        <Button size="small" startIcon={<AddIcon />} onClick={goToPlants}>
          {t('selector.add')}
        </Button>
      )}
    </Stack>
  );
}
