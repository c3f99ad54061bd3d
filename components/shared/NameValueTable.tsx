import type { ReactNode } from 'react';

export interface NameValueTableProps {
  rows: [name: string, value: ReactNode][];
  /** Column headings; without them the table has a body only. */
  headings?: [name: string, value: string];
  /** Names are code (hook calls, expressions) rather than plain labels. */
  codeNames?: boolean;
  testId?: string;
}

/** Two columns, a name and the value the page's runtime gave it; shared by the live demos. */
export function NameValueTable({ rows, headings, codeNames = false, testId }: NameValueTableProps) {
  return (
    <table data-testid={testId}>
      {headings && (
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{codeNames ? <code>{name}</code> : name}</th>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
