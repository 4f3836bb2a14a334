export default function BillingPage() {
  return <h1>BillingPage</h1>;
}
