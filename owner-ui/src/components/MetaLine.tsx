import { Stack } from '@mui/material';

/** A list row's small facts (where, when, who) on one line, dot-separated, each keeping its own direction. */
export function MetaLine({ parts, testId }: { parts: readonly string[]; testId?: string }) {
  return (
    <Stack
      direction="row"
      columnGap={0.75}
      flexWrap="wrap"
      useFlexGap
      divider={<span aria-hidden>·</span>}
      sx={{ typography: 'body2', color: 'text.secondary' }}
      data-testid={testId}
    >
      {parts.map((part) => (
        <bdi key={part}>{part}</bdi>
      ))}
    </Stack>
  );
}
