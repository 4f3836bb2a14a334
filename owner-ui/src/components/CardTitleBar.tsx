import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A card's title line: its icon and heading (`titleId` names the card), and a link to the whole list at the end. */
export function CardTitleBar({
  icon,
  titleId,
  title,
  allTo,
  allLabel,
}: {
  icon: ReactNode;
  titleId: string;
  title: string;
  allTo: string;
  allLabel: string;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
      <Stack direction="row" spacing={1} alignItems="center">
        {icon}
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      <Button size="small" component={RouterLink} to={allTo}>
        {allLabel}
      </Button>
    </Stack>
  );
}
