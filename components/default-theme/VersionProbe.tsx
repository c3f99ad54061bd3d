import { useSite, useVersion } from '@rspress/core/runtime';
import { NameValueTable } from '../shared/NameValueTable';

/** Shows what the runtime reports about versions on the page that renders it. */
export default function VersionProbe() {
  const version = useVersion();
  const { site } = useSite();
  const rows: [string, string][] = [
    ['useVersion()', JSON.stringify(version)],
    ['useSite().site.multiVersion', JSON.stringify(site.multiVersion)],
  ];
  return <NameValueTable rows={rows} codeNames />;
}
