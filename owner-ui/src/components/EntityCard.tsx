import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EntityCardProps {
  /** The card's heading, which also names the card (an article). */
  name: string;
  active: boolean;
  testId: string;
  /** The entity's actions are under way: its buttons are disabled. */
  busy: boolean;
  /** The buttons' accessible names, which say which entity they act on. */
  actionLabels: { edit: string; toggle: string; delete: string };
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
  const { name, active, testId, busy, actionLabels, onEdit, onToggle, onDelete, extraActions, children } = props;
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
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy} aria-label={actionLabels.edit}>
          {t('actions.edit')}
        </Button>
        {extraActions}
        <Button
          size="small"
          startIcon={<PowerSettingsNewIcon />}
          onClick={onToggle}
          disabled={busy}
          color={active ? 'warning' : 'success'}
          aria-label={actionLabels.toggle}
        >
          {active ? t('actions.deactivate') : t('actions.activate')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={busy}
          color="error"
          aria-label={actionLabels.delete}
        >
          {t('actions.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
