import { useMemo, useState } from 'react';
import type { SiteLang } from '../../i18n/languages';
import type { PageComponentTexts } from '../../i18n/texts';
import { communityPlugins, filterPlugins, inLanguage } from './community-plugins';
import './CommunityPluginList.css';

/** The community plugin table with a text filter and a Rspress 2 switch. */
export function CommunityPluginList({
  lang,
  texts: t,
}: {
  lang: SiteLang;
  /** The page's language's texts (i18n/<lang>/pages.ts). */
  texts: PageComponentTexts['communityPlugins'];
}) {
  const [query, setQuery] = useState('');
  const [onlyRspress2, setOnlyRspress2] = useState(false);
  const shown = useMemo(() => filterPlugins(communityPlugins, query, onlyRspress2, lang), [query, onlyRspress2, lang]);

  return (
    <div className="community-plugins">
      <div className="community-plugins__controls">
        <input
          type="search"
          value={query}
          placeholder={t.placeholder}
          aria-label={t.filterLabel}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label>
          <input type="checkbox" checked={onlyRspress2} onChange={(event) => setOnlyRspress2(event.target.checked)} />
          {t.onlyRspress2}
        </label>
        <span className="community-plugins__count" aria-live="polite">
          {t.shown.replace('{{count}}', String(shown.length)).replace('{{total}}', String(communityPlugins.length))}
        </span>
      </div>
      {shown.length === 0 ? (
        <p>{t.noResult}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t.columnName}</th>
              <th>{t.columnPurpose}</th>
              <th>{t.columnPackage}</th>
              <th>Rspress 2</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((plugin) => (
              <tr key={plugin.packageName} data-package={plugin.packageName}>
                <td>{plugin.name}</td>
                <td>{inLanguage(plugin.description, lang)}</td>
                <td>
                  <code>{plugin.packageName}</code> {plugin.version}
                </td>
                <td>
                  <span
                    className={`community-plugins__badge${plugin.rspress2 ? ' community-plugins__badge--ok' : ''}`}
                    title={inLanguage(plugin.peer, lang)}
                  >
                    {plugin.rspress2 ? t.yes : t.no}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
