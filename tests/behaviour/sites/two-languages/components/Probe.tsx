import { useLang } from '@rspress/core/runtime';

/** Prints, as JSON, what useLang() returns on this page. */
export function Probe() {
  return <pre id="probe">{JSON.stringify({ lang: useLang() })}</pre>;
}
