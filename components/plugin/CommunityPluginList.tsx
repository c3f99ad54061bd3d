import { useMemo, useState } from 'react';
import { communityPlugins, filterPlugins } from './community-plugins';
import './CommunityPluginList.css';

type Lang = 'en' | 'zh';

const texts: Record<
  Lang,
  {
    filterLabel: string;
    placeholder: string;
    onlyRspress2: string;
    shown: (count: number, total: number) => string;
    noResult: string;
    columns: [string, string, string, string];
    rspress2: string;
    notRspress2: string;
  }
> = {
  en: {
    filterLabel: 'Filter plugins',
    placeholder: 'Name, package or purpose',
    onlyRspress2: 'Only plugins for Rspress 2',
    shown: (count, total) => `${count} of ${total} plugins`,
    noResult: 'No plugin matches this filter.',
    columns: ['Plugin', 'What it does', 'Package', 'Rspress 2'],
    rspress2: 'yes',
    notRspress2: 'no',
  },
  zh: {
    filterLabel: '筛选插件',
    placeholder: '名称、包名或用途',
    onlyRspress2: '只看适配 Rspress 2 的插件',
    shown: (count, total) => `共 ${total} 个插件，显示 ${count} 个`,
    noResult: '没有符合条件的插件。',
    columns: ['插件', '作用', '包名', 'Rspress 2'],
    rspress2: '是',
    notRspress2: '否',
  },
};

/** The community plugin table with a text filter and a Rspress 2 switch. */
export function CommunityPluginList({ lang = 'en' }: { lang?: Lang }) {
  const t = texts[lang];
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
          {t.shown(shown.length, communityPlugins.length)}
        </span>
      </div>
      {shown.length === 0 ? (
        <p>{t.noResult}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {t.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((plugin) => (
              <tr key={plugin.packageName} data-package={plugin.packageName}>
                <td>{plugin.name}</td>
                <td>{plugin.description[lang]}</td>
                <td>
                  <code>{plugin.packageName}</code> {plugin.version}
                </td>
                <td>
                  <span
                    className={`community-plugins__badge${plugin.rspress2 ? ' community-plugins__badge--ok' : ''}`}
                    title={plugin.peer[lang]}
                  >
                    {plugin.rspress2 ? t.rspress2 : t.notRspress2}
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
