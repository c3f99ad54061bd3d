export function Alert() {
  return <p>Alert</p>;
}
