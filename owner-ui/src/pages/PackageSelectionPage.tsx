export default function PackageSelectionPage() {
  return <h1>PackageSelectionPage</h1>;
}
