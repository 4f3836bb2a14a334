import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { ERROR_CODES, formatNumber } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ApiError, errorMessage } from '../../api/client';
import { useStaffOverview, type StaffMember, type StaffStatistics } from '../../api/employees/get-employees';
import { useCreateEmployee, useDeleteEmployee, useToggleEmployeeStatus, useUpdateEmployee } from '../../api/employees/save-employee';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, LoadFailed, NoPlantSelected } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { statusToggleToasts } from '../../lib/status-toasts';
import { useLastPresent } from '../../lib/use-last-present';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { EmployeeCard } from './EmployeeCard';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeeLoginDialog } from './EmployeeLoginDialog';
import { useRevokeEmployeeLogin } from '../../api/employees/employee-login';
import { employeeFormValues } from './employeeForm';

type Editing = { mode: 'add' } | { mode: 'edit'; employee: StaffMember } | null;

/** The four figures the API counts: total, active, commission and salary. */
export function StaffStats({ statistics }: { statistics: StaffStatistics }) {
  const { t } = useTranslation('employees');
  const tiles = [
    { key: 'total', label: t('stats.total'), value: statistics.total },
    { key: 'active', label: t('stats.active'), value: statistics.active },
    { key: 'commission', label: t('stats.commission'), value: statistics.commission },
    { key: 'salary', label: t('stats.salary'), value: statistics.salary },
  ];
  return (
    <Box
      component="section"
      aria-label={t('stats.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.key} variant="outlined" data-testid={`staff-stat-${tile.key}`}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={700}>
              {formatNumber(tile.value)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** /filter-owner/employees: the selected plant's staff with statistics; add, edit, activate/deactivate, delete. */
export function StaffScreen() {
  const { t } = useTranslation(['employees', 'common']);
  const toast = useToast();
  const { selectedPlant, isLoading: plantsLoading } = usePlants();
  const plantId = selectedPlant?.id;
  const staff = useStaffOverview(plantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [givingLogin, setGivingLogin] = useState<StaffMember | null>(null);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const { t: tr } = useTranslation('rider');
  const revoke = useRevokeEmployeeLogin({
    onSuccess: () => toast({ title: tr('staff.revoked', { name: revoking?.name ?? '' }), variant: 'success' }),
    onError: (error) => toast({ title: t('toasts.error'), description: errorMessage(error, t('toasts.error')), variant: 'error' }),
    onSettled: () => setRevoking(null),
  });
  const revokeTarget = useLastPresent(revoking);

  // The plan's limit cannot be fixed in the form: the dialog closes and a toast says why. Other failures show in the dialog.
  const isLimit = (error: unknown) => error instanceof ApiError && error.code === ERROR_CODES.employeeLimitExceeded;
  const limitReached = (error: Error) => {
    if (!isLimit(error)) return;
    setEditing(null);
    toast({ title: t('toasts.limitExceeded'), description: error.message, variant: 'error', durationMs: 8000 });
  };
  const create = useCreateEmployee({
    onSuccess: (response) => {
      toast({ title: t('toasts.created'), description: response.message, variant: 'success' });
      setEditing(null);
    },
    onError: limitReached,
  });
  const update = useUpdateEmployee({
    onSuccess: (response) => {
      toast({ title: t('toasts.updated'), description: response.message, variant: 'success' });
      setEditing(null);
    },
    onError: limitReached,
  });
  const toggle = useToggleEmployeeStatus(
    statusToggleToasts(toast, {
      activated: t('toasts.activated'),
      deactivated: t('toasts.deactivated'),
      error: t('toasts.error'),
      failed: t('toasts.toggleFailed'),
    }),
  );
  const remove = useDeleteEmployee({
    onSuccess: (response) => toast({ title: t('toasts.deleted'), description: response.message, variant: 'success' }),
    onError: (error) => toast({ title: t('toasts.error'), description: errorMessage(error, t('toasts.deleteFailed')), variant: 'error' }),
    onSettled: () => setDeleting(null),
  });

  const editedEmployee = editing?.mode === 'edit' ? editing.employee : null;
  // One object per edited employee, so the dialog resets its form when it opens, not on every re-render.
  const editedValues = useMemo(() => (editedEmployee ? employeeFormValues(editedEmployee) : null), [editedEmployee]);
  const deleteTarget = useLastPresent(deleting);

  let body;
  if (plantId === undefined)
    body = plantsLoading ? <PageLoading text={t('page.loading')} /> : <NoPlantSelected text={t('page.noPlantText')} />;
  else if (staff.isPending) body = <PageLoading text={t('page.loading')} />;
  else if (staff.isError) body = <LoadFailed title={t('page.loadFailed')} error={staff.error} onRetry={() => void staff.refetch()} />;
  else if (staff.data.employees.length === 0)
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
      <>
        <StaffStats statistics={staff.data.statistics} />
        <Grid container spacing={2} component="section" aria-label={t('page.listLabel', { plant: selectedPlant?.name ?? '' })}>
          {staff.data.employees.map((employee) => (
            <Grid key={employee.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <EmployeeCard
                employee={employee}
                busy={
                  (toggle.isPending && toggle.variables?.id === employee.id) || (remove.isPending && remove.variables?.id === employee.id)
                }
                onEdit={() => setEditing({ mode: 'edit', employee })}
                onToggle={() => toggle.mutate({ plantId, id: employee.id })}
                onDelete={() => setDeleting(employee)}
                onGiveLogin={() => setGivingLogin(employee)}
                onRevokeLogin={() => setRevoking(employee)}
                payPath={`/filter-owner/employees/${employee.id}/pay`}
              />
            </Grid>
          ))}
        </Grid>
      </>
    );

  return (
    <Stack spacing={3}>
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
      {body}
      <EmployeeDialog
        open={editing !== null}
        employee={editedValues}
        busy={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(employee) =>
          (editedEmployee
            ? update.mutateAsync({ plantId: plantId!, id: editedEmployee.id, employee })
            : create.mutateAsync({ plantId: plantId!, employee })
          ).catch((error: unknown) => {
            if (!isLimit(error)) throw error;
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { name: deleteTarget?.name ?? '' })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutate({ plantId: plantId!, id: deleteTarget!.id })}
      />
      {plantId !== undefined && <EmployeeLoginDialog plantId={plantId} employee={givingLogin} onClose={() => setGivingLogin(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={tr('staff.revokeLogin')}
        text={tr('staff.revokeConfirm', { name: revokeTarget?.name ?? '' })}
        confirmLabel={tr('staff.revokeLogin')}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoke.mutate({ plantId: plantId!, id: revokeTarget!.id })}
      />
    </Stack>
  );
}
