import { useI18n, useLang } from '@rspress/core/runtime';

/** UI text keys shown by the demo: the ones this site overrides, then a few built-in ones. */
const KEYS = [
  'editLinkText',
  'lastUpdatedText',
  'overview.filterNameText',
  'overview.filterPlaceholderText',
  'overview.filterNoResultText',
  'notFoundText',
  'takeMeHomeText',
  'outlineTitle',
  'prevPageText',
  'nextPageText',
] as const;

/** Renders, for the language of the current page, the text each key resolves to at run time. */
export default function UiTextTable() {
  const t = useI18n();
  const lang = useLang();
  return (
    <table>
      <thead>
        <tr>
          <th>key</th>
          <th>
            <code>t(key)</code> ({lang})
          </th>
        </tr>
      </thead>
      <tbody>
        {KEYS.map((key) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{t(key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
