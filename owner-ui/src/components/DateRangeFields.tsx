import TextField from '@mui/material/TextField';

interface DateRangeFieldsProps {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** Called with the one end that changed, as the filters' patch. */
  onChange: (patch: { from: string } | { to: string }) => void;
}

/** A filter bar's "from" and "to" plant days, side by side (the screens' date-range filters). */
export function DateRangeFields({ from, to, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        type="date"
        label={fromLabel}
        value={from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        type="date"
        label={toLabel}
        value={to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
    </>
  );
}
