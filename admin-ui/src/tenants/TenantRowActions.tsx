import { useState } from 'react';
import { IconButton, Switch, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useDelete, useNotify, useRefresh, useUpdate } from 'react-admin';
import { Tenant } from './tenant.types';

interface Props {
  tenant: Tenant;
  onView: () => void;
  onEdit: () => void;
}

/** View, edit, the activate/deactivate toggle and deactivation after a confirmation. */
export function TenantRowActions({ tenant, onView, onEdit }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending: toggling }] = useUpdate<Tenant>();
  const [deactivate, { isPending: deactivating }] = useDelete();

  // The record goes back whole (the API validates name and email on every update) with only the flag changed.
  const toggle = () =>
    update(
      'tenants',
      { id: tenant.id, data: { ...tenant, is_active: !tenant.is_active }, previousData: tenant },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify(`Filter owner ${saved.is_active ? 'activated' : 'deactivated'} successfully.`, { type: 'success' });
          refresh();
        },
        onError: () => notify('Failed to update filter owner status. Please try again.', { type: 'error' }),
      },
    );

  const confirmDeactivate = () =>
    deactivate(
      'tenants',
      { id: tenant.id, previousData: tenant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('Filter owner account deactivated successfully.', { type: 'success' });
          refresh();
        },
        onError: () => {
          setConfirming(false);
          notify('Failed to deactivate filter owner. Please try again.', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title="View details">
        <IconButton size="small" aria-label={`View ${tenant.name}`} onClick={onView}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${tenant.name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={tenant.is_active ? 'Deactivate' : 'Activate'}>
        <Switch
          size="small"
          checked={tenant.is_active}
          disabled={toggling}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': `${tenant.is_active ? 'Deactivate' : 'Activate'} ${tenant.name}` } }}
        />
      </Tooltip>
      <Tooltip title="Deactivate account">
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label={`Deactivate account of ${tenant.name}`}
            disabled={!tenant.is_active}
            onClick={() => setConfirming(true)}
          >
            <PersonOffIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={deactivating}
        title="Deactivate Filter Owner"
        content={`Are you sure you want to deactivate ${tenant.name}? This will preserve their data but disable their account.`}
        confirm="Deactivate"
        confirmColor="warning"
        onConfirm={confirmDeactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
