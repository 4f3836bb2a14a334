import { Edit } from 'react-admin';
import { PlanForm } from './PlanForm';

export default function PlanEdit() {
  return (
    <Edit title="Edit Subscription Plan" mutationMode="pessimistic" redirect="list">
      <PlanForm />
    </Edit>
  );
}
