import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';

export default function PlanCreate() {
  return (
    <Create title="New Subscription Plan" redirect="list" record={{ price_per_month: 0, max_plants: 1, features: [], is_popular: false }}>
      <PlanForm />
    </Create>
  );
}
