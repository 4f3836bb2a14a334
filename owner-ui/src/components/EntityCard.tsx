import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EntityCardProps {
  /** Its name is the card's heading, which also names the card (an article). */
  entity: { name: string; is_active: boolean };
  testId: string;
  /** The entity's actions are under way: its buttons are disabled. */
  busy: boolean;
  /** A button's accessible name, which says which entity it acts on. */
  actionLabel(action: 'edit' | 'activate' | 'deactivate' | 'delete'): string;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
  /** Buttons between Edit and Activate/Deactivate. */
  extraActions?: ReactNode;
  /** The card's body, under the heading. */
  children: ReactNode;
}

/** A card for a plant's area or employee: its name and status, its details, then Edit, (de)activate and Delete. */
export function EntityCard(props: EntityCardProps) {
  const { entity, testId, busy, actionLabel, onEdit, onToggle, onDelete, extraActions, children } = props;
  const { name, is_active: active } = entity;
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Typography>
          <Chip size="small" label={active ? t('status.active') : t('status.inactive')} color={active ? 'success' : 'default'} />
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }} disableSpacing>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy} aria-label={actionLabel('edit')}>
          {t('actions.edit')}
        </Button>
        {extraActions}
        <Button
          size="small"
          startIcon={<PowerSettingsNewIcon />}
          onClick={onToggle}
          disabled={busy}
          color={active ? 'warning' : 'success'}
          aria-label={actionLabel(active ? 'deactivate' : 'activate')}
        >
          {active ? t('actions.deactivate') : t('actions.activate')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={busy}
          color="error"
          aria-label={actionLabel('delete')}
        >
          {t('actions.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
