import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { areaBalance, type AreaListItem } from '../../api/areas/get-areas';
import { EntityCard } from '../../components/EntityCard';

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
  const balance = areaBalance(area);
  const staffCount = area.employees_count ?? staffNames?.length ?? 0;
  return (
    <EntityCard
      entity={area}
      testId="area-card"
      busy={busy}
      actionLabel={(action) => t(`actions.${action}`, { name: area.name })}
      onEdit={onEdit}
      onToggle={onToggle}
      onDelete={onDelete}
      extraActions={
        <Button
          size="small"
          startIcon={<GroupAddIcon />}
          onClick={onAssign}
          disabled={busy}
          aria-label={t('actions.assignTo', { name: area.name })}
        >
          {t('actions.assign')}
        </Button>
      }
    >
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
    </EntityCard>
  );
}
