export default function PlantsPage() {
  return <h1>PlantsPage</h1>;
}
