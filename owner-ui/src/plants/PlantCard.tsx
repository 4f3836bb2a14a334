import LocationOffIcon from '@mui/icons-material/LocationOff';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type Plant, formatCanRate, formatMoney } from '@paani/contracts';

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
          {selected && <Chip size="small" label="Selected" color="primary" />}
          {plant.is_default && <Chip size="small" label="Default" color="secondary" variant="outlined" />}
          {plant.is_active ? (
            <Chip size="small" label="Active" color="success" />
          ) : (
            <Chip size="small" label="Awaiting Activation" color="warning" />
          )}
          {!hasLocation(plant) && (
            <Chip
              size="small"
              icon={<LocationOffIcon />}
              label="Location Missing"
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
              {plant.phone_secondary} <Chip size="small" label="Secondary" variant="outlined" sx={{ height: 18, fontSize: 10 }} />
            </Typography>
          )}
          <Typography variant="body2" fontWeight={600}>
            {formatCanRate(plant.default_can_rate)}
          </Typography>
          {plant.subscription_plan && (
            <Typography variant="body2" color="text.secondary">
              {plant.subscription_plan.name} · {formatMoney(plant.subscription_plan.monthly_fee)}/month
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2, pt: 0 }}>
        {!selected && plant.is_active && (
          <Button size="small" variant="contained" onClick={onSelect} aria-label={`Select ${plant.name}`}>
            Select
          </Button>
        )}
        {!plant.is_default && plant.is_active && (
          <Button size="small" variant="outlined" onClick={onSetDefault} aria-label={`Set ${plant.name} as default`}>
            Set Default
          </Button>
        )}
        <Button size="small" onClick={onSettings} aria-label={`Settings of ${plant.name}`}>
          Settings
        </Button>
      </CardActions>
    </Card>
  );
}
