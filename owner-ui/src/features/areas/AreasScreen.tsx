import AddIcon from '@mui/icons-material/Add';
import { Button, Grid, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ApiError, errorMessage } from '../../api/client';
import { useAssignEmployeeToArea, useDeleteArea, useToggleAreaStatus } from '../../api/areas/change-area';
import { useAreas, type AreaListItem } from '../../api/areas/get-areas';
import { useCreateArea, useUpdateArea } from '../../api/areas/save-area';
import { useStaffOverview } from '../../api/employees/get-employees';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, LoadFailed, NoPlantSelected } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { statusToggleToasts } from '../../lib/status-toasts';
import { useLastPresent } from '../../lib/use-last-present';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { ERROR_CODES } from '@paani/contracts';
import { AreaCard } from './AreaCard';
import { AreaDialog } from './AreaDialog';
import { AssignStaffDialog } from './AssignStaffDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; area: AreaListItem } | null;

/** /filter-owner/areas: the selected plant's areas with their staff, add, edit, activate/deactivate, delete and assign. */
export function AreasScreen() {
  const { t } = useTranslation(['areas', 'common']);
  const toast = useToast();
  const { selectedPlant, isLoading: plantsLoading } = usePlants();
  const plantId = selectedPlant?.id;
  const areas = useAreas(plantId);
  const staff = useStaffOverview(plantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [assigning, setAssigning] = useState<AreaListItem | null>(null);
  const [deleting, setDeleting] = useState<AreaListItem | null>(null);

  const create = useCreateArea({
    onSuccess: (response) => {
      toast({ title: t('toasts.created'), description: response.message, variant: 'success' });
      setEditing(null);
    },
  });
  const update = useUpdateArea({
    onSuccess: (response) => {
      toast({ title: t('toasts.updated'), description: response.message, variant: 'success' });
      setEditing(null);
    },
  });
  const toggle = useToggleAreaStatus(
    statusToggleToasts(toast, {
      activated: t('toasts.activated'),
      deactivated: t('toasts.deactivated'),
      error: t('toasts.error'),
      failed: t('toasts.toggleFailed'),
    }),
  );
  const remove = useDeleteArea({
    onSuccess: (response) => toast({ title: t('toasts.deleted'), description: response.message, variant: 'success' }),
    onError: (error) => {
      const refused = error instanceof ApiError && (error.code === ERROR_CODES.areaHasDependencies || error.status === 422);
      toast({
        title: refused ? t('toasts.cannotDelete') : t('toasts.error'),
        description: errorMessage(error, t('toasts.deleteFailed')),
        variant: 'error',
        durationMs: refused ? 8000 : undefined,
      });
    },
    onSettled: () => setDeleting(null),
  });
  const assign = useAssignEmployeeToArea({
    onSuccess: (response) => {
      toast({ title: t('toasts.assigned'), description: response.message, variant: 'success' });
      setAssigning(null);
    },
  });

  const staffByArea = useMemo(() => {
    const names = new Map<number, string[]>();
    for (const employee of staff.data?.employees ?? [])
      for (const area of employee.areas ?? []) names.set(area.id, [...(names.get(area.id) ?? []), employee.name]);
    return names;
  }, [staff.data]);

  const header = (
    <PageHeader
      title={t('page.title')}
      subtitle={t('page.subtitle')}
      actions={
        plantId !== undefined && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'add' })} sx={{ flexShrink: 0 }}>
            {t('page.add')}
          </Button>
        )
      }
    />
  );

  let body;
  if (plantId === undefined)
    body = plantsLoading ? <PageLoading text={t('page.loading')} /> : <NoPlantSelected text={t('page.noPlantText')} />;
  else if (areas.isPending) body = <PageLoading text={t('page.loading')} />;
  else if (areas.isError) body = <LoadFailed title={t('page.loadFailed')} error={areas.error} onRetry={() => void areas.refetch()} />;
  else if (areas.data.length === 0)
    body = (
      <EmptyState
        title={t('page.emptyTitle')}
        text={t('page.emptyText')}
        actionLabel={t('page.addFirst')}
        onAction={() => setEditing({ mode: 'add' })}
      />
    );
  else
    body = (
      <Grid container spacing={2} component="section" aria-label={t('page.listLabel', { plant: selectedPlant?.name ?? '' })}>
        {areas.data.map((area) => (
          <Grid key={area.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <AreaCard
              area={area}
              staffNames={staff.data ? (staffByArea.get(area.id) ?? []) : undefined}
              busy={(toggle.isPending && toggle.variables?.id === area.id) || (remove.isPending && remove.variables?.id === area.id)}
              onEdit={() => setEditing({ mode: 'edit', area })}
              onAssign={() => setAssigning(area)}
              onToggle={() => toggle.mutate({ plantId, id: area.id })}
              onDelete={() => setDeleting(area)}
            />
          </Grid>
        ))}
      </Grid>
    );

  const editedArea = editing?.mode === 'edit' ? editing.area : null;
  // One object per edited area, so the dialog resets its form when it opens, not on every re-render.
  const editedValues = useMemo(
    () => (editedArea ? { name: editedArea.name, description: editedArea.description ?? '' } : null),
    [editedArea],
  );
  const assignTarget = useLastPresent(assigning);
  const deleteTarget = useLastPresent(deleting);
  return (
    <Stack spacing={3}>
      {header}
      {body}
      <AreaDialog
        open={editing !== null}
        area={editedValues}
        busy={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(area) =>
          editedArea ? update.mutateAsync({ plantId: plantId!, id: editedArea.id, area }) : create.mutateAsync({ plantId: plantId!, area })
        }
      />
      <AssignStaffDialog
        open={assigning !== null}
        area={assignTarget}
        employees={staff.data?.employees ?? []}
        loading={staff.isPending}
        busy={assign.isPending}
        onClose={() => setAssigning(null)}
        onSubmit={(employeeId) => assign.mutateAsync({ plantId: plantId!, id: assignTarget!.id, employeeId })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { name: deleteTarget?.name ?? '' })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutate({ plantId: plantId!, id: deleteTarget!.id })}
      />
    </Stack>
  );
}
