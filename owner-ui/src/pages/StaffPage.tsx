import { StaffScreen } from '../features/employees/StaffScreen';

export default function StaffPage() {
  return <StaffScreen />;
}
