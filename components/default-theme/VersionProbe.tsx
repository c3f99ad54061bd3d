import { useSite, useVersion } from '@rspress/core/runtime';

/** Shows what the runtime reports about versions on the page that renders it. */
export default function VersionProbe() {
  const version = useVersion();
  const { site } = useSite();
  const rows: [string, string][] = [
    ['useVersion()', JSON.stringify(version)],
    ['useSite().site.multiVersion', JSON.stringify(site.multiVersion)],
  ];
  return (
    <table>
      <tbody>
        {rows.map(([expression, value]) => (
          <tr key={expression}>
            <td>
              <code>{expression}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
