import { AreasScreen } from '../features/areas/AreasScreen';

export default function AreasPage() {
  return <AreasScreen />;
}
