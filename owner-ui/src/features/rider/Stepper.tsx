import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@mui/material';

/** A count with big − and + buttons (48 px touch targets), for cans on a phone. */
export function CanStepper({
  label,
  value,
  onChange,
  fewerLabel,
  moreLabel,
  testId,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  fewerLabel: string;
  moreLabel: string;
  testId: string;
}) {
  return (
    <Stack spacing={0.5} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <IconButton
          aria-label={fewerLabel}
          onClick={() => onChange(Math.max(0, value - 1))}
          disabled={value === 0}
          sx={{ width: 48, height: 48, border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-label={label}
          data-testid={testId}
          sx={{ minWidth: 32, textAlign: 'center', fontSize: 22, fontWeight: 700 }}
        >
          {value}
        </Typography>
        <IconButton
          aria-label={moreLabel}
          onClick={() => onChange(value + 1)}
          color="primary"
          sx={{ width: 48, height: 48, border: 1, borderColor: 'primary.main' }}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
