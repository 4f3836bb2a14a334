import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One of the customer's headline figures: a small label over a big value. */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h4" component="p" fontWeight={700} sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
