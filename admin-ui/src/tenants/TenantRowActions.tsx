import { useState } from 'react';
import { IconButton, Switch, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useDelete, useNotify, useRefresh } from 'react-admin';
import { callApi } from '../data/api';
import { Tenant } from './tenant.types';

interface Props {
  tenant: Tenant;
  onView: () => void;
  onEdit: () => void;
}

/** View, edit, the activate/deactivate toggle and deactivation with the spec's confirmation. */
export function TenantRowActions({ tenant, onView, onEdit }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [deactivate, { isPending: deactivating }] = useDelete();

  const toggle = async () => {
    setToggling(true);
    try {
      const { data } = await callApi<Tenant>('PUT', `/super-admin/filter-owners/${tenant.id}/toggle-status`);
      notify(`Filter owner ${(data?.is_active ?? !tenant.is_active) ? 'activated' : 'deactivated'} successfully.`, { type: 'success' });
      refresh();
    } catch {
      notify('Failed to update filter owner status. Please try again.', { type: 'error' });
    } finally {
      setToggling(false);
    }
  };

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
