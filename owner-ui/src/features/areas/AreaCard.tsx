import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '@paani/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { areaBalance, type AreaListItem } from '../../api/areas/get-areas';

export interface AreaCardProps {
  area: AreaListItem;
  /** The names of the employees serving the area (from the staff list); undefined while that list is not there. */
  staffNames?: string[];
  busy: boolean;
  onEdit(): void;
  onAssign(): void;
  onToggle(): void;
  onDelete(): void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function AreaCard({ area, staffNames, busy, onEdit, onAssign, onToggle, onDelete }: AreaCardProps) {
  const { t } = useTranslation(['areas', 'common']);
  const headingId = useId();
  const balance = areaBalance(area);
  const staffCount = area.employees_count ?? staffNames?.length ?? 0;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="area-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {area.name}
          </Typography>
          <Chip
            size="small"
            label={area.is_active ? t('common:status.active') : t('common:status.inactive')}
            color={area.is_active ? 'success' : 'default'}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {area.description?.trim() ? area.description : t('card.noDescription')}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))', gap: 1.5 }}>
          <Figure label={t('card.staff')} value={formatNumber(staffCount)} testId="area-staff-count" />
          {area.customers_count !== undefined && (
            <Figure label={t('card.customers')} value={formatNumber(area.customers_count)} testId="area-customers-count" />
          )}
          {balance !== undefined && <Figure label={t('card.balance')} value={formatMoney(balance)} testId="area-balance" />}
        </Box>
        {staffNames && (
          <>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1.5 }}>
              {t('card.assignedStaff')}
            </Typography>
            {staffNames.length > 0 ? (
              <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap data-testid="area-staff">
                {staffNames.map((name) => (
                  <Chip key={name} size="small" variant="outlined" label={name} />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2">{t('card.noStaff')}</Typography>
            )}
          </>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }} disableSpacing>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy} aria-label={t('actions.edit', { name: area.name })}>
          {t('common:actions.edit')}
        </Button>
        <Button
          size="small"
          startIcon={<GroupAddIcon />}
          onClick={onAssign}
          disabled={busy}
          aria-label={t('actions.assignTo', { name: area.name })}
        >
          {t('actions.assign')}
        </Button>
        <Button
          size="small"
          startIcon={<PowerSettingsNewIcon />}
          onClick={onToggle}
          disabled={busy}
          color={area.is_active ? 'warning' : 'success'}
          aria-label={t(area.is_active ? 'actions.deactivate' : 'actions.activate', { name: area.name })}
        >
          {area.is_active ? t('common:actions.deactivate') : t('common:actions.activate')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={busy}
          color="error"
          aria-label={t('actions.delete', { name: area.name })}
        >
          {t('common:actions.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
