import { StreamLink } from '../events/StreamLink';
import { MouseEvent } from 'react';
import { Button, Chip } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { formatPkr } from '../format';

export interface PlanRecord {
  id: number;
  name: string;
  description: string;
  price_per_month: number;
  max_plants: number;
  max_customers: number;
  max_employees: number;
  features: string[];
  is_popular: boolean;
  is_retired: boolean;
}

export const limitText = (value: number) => (Number(value) === 0 ? 'Unlimited' : String(value));

function RetireOrReinstate() {
  const plan = useRecordContext<PlanRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<PlanRecord>();
  if (!plan) return null;
  if (!plan.is_retired) {
    return (
      <DeleteWithConfirmButton
        label="Retire"
        confirmTitle={`Retire ${plan.name}?`}
        confirmContent="A retired plan is no longer offered; owners who have it keep it."
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('Subscription plan retired successfully', { type: 'success' });
            refresh();
          },
        }}
      />
    );
  }
  // The /api/admin door reinstates a plan whose record comes back with is_retired false.
  const reinstate = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      'subscription-plans',
      { id: plan.id, data: { ...plan, is_retired: false }, previousData: plan },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Subscription plan offered again', { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'Failed to reinstate the plan.', { type: 'error' }),
      },
    );
  };
  return (
    <Button size="small" startIcon={<RestoreIcon />} disabled={isPending} onClick={reinstate}>
      Reinstate
    </Button>
  );
}

const Actions = () => (
  <TopToolbar>
    <CreateButton label="New Plan" />
  </TopToolbar>
);

/** Subscription plans (/super-admin/subscription-plans): list, create, edit, retire. */
export default function PlanList() {
  return (
    <List title="Subscription Plans" actions={<Actions />} sort={{ field: 'price_per_month', order: 'ASC' }} exporter={false} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col
          source="name"
          label="Plan"
          render={(plan: PlanRecord) => (
            <>
              {plan.name} {plan.is_popular && <Chip size="small" color="primary" label="Most Popular" sx={{ ml: 1 }} />}
            </>
          )}
        />
        <DataTable.Col source="price_per_month" label="Monthly Price" render={(plan: PlanRecord) => formatPkr(plan.price_per_month)} />
        <DataTable.Col source="max_plants" label="Max Plants" render={(plan: PlanRecord) => limitText(plan.max_plants)} />
        <DataTable.Col source="max_customers" label="Max Customers" render={(plan: PlanRecord) => limitText(plan.max_customers)} />
        <DataTable.Col source="max_employees" label="Max Employees" render={(plan: PlanRecord) => limitText(plan.max_employees)} />
        <DataTable.Col label="Features" disableSort render={(plan: PlanRecord) => (plan.features ?? []).length} />
        <DataTable.Col
          source="is_retired"
          label="Status"
          render={(plan: PlanRecord) => (
            <Chip size="small" label={plan.is_retired ? 'Retired' : 'Offered'} color={plan.is_retired ? 'default' : 'success'} />
          )}
        />
        <DataTable.Col label="Actions" disableSort>
          <EditButton />
          <RetireOrReinstate />
          <FunctionField<PlanRecord> render={(plan) => <StreamLink streamId={`subscription-plan-${plan.id}`} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
