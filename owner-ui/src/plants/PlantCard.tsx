import LocationOffIcon from '@mui/icons-material/LocationOff';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type Plant, formatCanRate, formatMoney } from '@paani/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  plant: Plant;
  selected: boolean;
  onSelect(): void;
  onSetDefault(): void;
  onSettings(): void;
  onExplainLocation(): void;
}

export function hasLocation(plant: Plant): boolean {
  return plant.latitude !== null && plant.latitude !== undefined && plant.longitude !== null && plant.longitude !== undefined;
}

export function PlantCard({ plant, selected, onSelect, onSetDefault, onSettings, onExplainLocation }: Props) {
  const { t } = useTranslation('plants');
  return (
    <Card
      data-testid="plant-card"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {plant.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {plant.code}
        </Typography>
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
          {selected && <Chip size="small" label={t('card.selected')} color="primary" />}
          {plant.is_default && <Chip size="small" label={t('card.default')} color="secondary" variant="outlined" />}
          {plant.is_active ? (
            <Chip size="small" label={t('card.active')} color="success" />
          ) : (
            <Chip size="small" label={t('card.awaitingActivation')} color="warning" />
          )}
          {!hasLocation(plant) && (
            <Chip
              size="small"
              icon={<LocationOffIcon />}
              label={t('card.locationMissing')}
              color="warning"
              variant="outlined"
              onClick={onExplainLocation}
            />
          )}
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="body2">{plant.address}</Typography>
          {plant.phone && <Typography variant="body2">{plant.phone}</Typography>}
          {plant.phone_secondary && (
            <Typography variant="body2">
              {plant.phone_secondary} <Chip size="small" label={t('card.secondary')} variant="outlined" sx={{ height: 18, fontSize: 10 }} />
            </Typography>
          )}
          <Typography variant="body2" fontWeight={600}>
            {formatCanRate(plant.default_can_rate)}
          </Typography>
          {plant.subscription_plan && (
            <Typography variant="body2" color="text.secondary">
              {t('card.planPerMonth', { plan: plant.subscription_plan.name, fee: formatMoney(plant.subscription_plan.monthly_fee) })}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2, pt: 0 }}>
        {!selected && plant.is_active && (
          <Button size="small" variant="contained" onClick={onSelect} aria-label={t('card.selectLabel', { name: plant.name })}>
            {t('card.select')}
          </Button>
        )}
        {!plant.is_default && plant.is_active && (
          <Button size="small" variant="outlined" onClick={onSetDefault} aria-label={t('card.setDefaultLabel', { name: plant.name })}>
            {t('card.setDefault')}
          </Button>
        )}
        <Button size="small" onClick={onSettings} aria-label={t('card.settingsLabel', { name: plant.name })}>
          {t('card.settings')}
        </Button>
      </CardActions>
    </Card>
  );
}
