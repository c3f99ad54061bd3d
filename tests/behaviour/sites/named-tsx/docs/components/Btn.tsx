export function Btn() {
  return <button type="button">Button</button>;
}
