import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's buttons, at the right on a wide screen and under the title on a phone. */
  actions?: ReactNode;
  /** How the actions line up on a phone: stretched (default) or at the start. */
  phoneAlign?: 'stretch' | 'flex-start';
  spacing?: number;
}

/** A screen's title (its only h1), a line under it and its actions. */
export function PageHeader({ title, subtitle, actions, phoneAlign = 'stretch', spacing = 1 }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      justifyContent="space-between"
      alignItems={{ xs: phoneAlign, sm: 'center' }}
      spacing={spacing}
    >
      <div>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {title}
        </Typography>
        {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
      </div>
      {actions}
    </Stack>
  );
}
