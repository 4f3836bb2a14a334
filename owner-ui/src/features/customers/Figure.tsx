import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One of the customer's headline figures: a small label over a big value, and a line under it when
 * there is more to say. `warning` puts the value and that line in the warning colour.
 */
export function Figure({
  label,
  children,
  testId,
  note,
  warning = false,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  note?: ReactNode;
  warning?: boolean;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        fontWeight={700}
        color={warning ? 'warning.main' : undefined}
        sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
      {note && (
        <Typography variant="body2" component="p" color={warning ? 'warning.main' : 'text.secondary'}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
