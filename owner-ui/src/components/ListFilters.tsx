import CancelIcon from '@mui/icons-material/Cancel';
import { Chip, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

/**
 * A list's filter of one field: "all" (the empty value, sent as no filter) or one of `values`,
 * each written by `name`. Its choice goes up as the value or undefined.
 */
export function ChoiceFilter<Value extends string>({
  id,
  label,
  allLabel,
  value,
  values,
  name,
  onChange,
  sx,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: Value | undefined;
  values: readonly Value[];
  name: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value as Value) || undefined)}
      sx={sx}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {values.map((each) => (
        <MenuItem key={each} value={each}>
          {name(each)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The one customer a list is narrowed to (from its address), removed to show every customer again. */
export function CustomerFilterChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return <Chip label={label} onDelete={onRemove} deleteIcon={<CancelIcon titleAccess={removeLabel} />} />;
}
