export default function PlantSettingsPage() {
  return <h1>PlantSettingsPage</h1>;
}
