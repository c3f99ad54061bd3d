export default function Shout() {
  return <span id="global-shout">SHOUT</span>;
}
