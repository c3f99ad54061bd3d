/**
 * The tiny index the search engine answers a few queries from while the real index is
 * prefetched (search/browser/warm-up.ts), saved as search/browser/warm-up-index.json:
 *   npx tsx search/build/warm-up-index.ts
 * A unit test checks that the file is what this function makes (rerun it when the index format changes);
 * biome leaves the generated file as it is written.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildShardedIndex } from '../core/index-build';
import type { IndexManifest } from '../core/index-files';
import { buildSearchRecords } from '../core/records';
import type { SearchPage } from '../core/types';
import { pinyinTable } from './pinyin-table';

export interface WarmUpIndex {
  manifest: IndexManifest;
  /** Path inside the index's folder -> the file's JSON value. */
  files: Record<string, unknown>;
}

/** A page as Rspress extracts it: blocks joined by blank lines, each heading at its charIndex (also the tests' fixtures). */
export function extractedPage(
  routePath: string,
  lang: 'en' | 'zh',
  title: string,
  blocks: (string | { heading: string; id: string; depth?: number })[],
): SearchPage {
  let content = '';
  const toc: SearchPage['toc'] = [];
  for (const block of blocks) {
    if (content) content += '\n\n';
    if (typeof block === 'string') content += block;
    else {
      toc.push({ text: block.heading, id: block.id, depth: block.depth ?? 2, charIndex: content.length });
      content += block.heading;
    }
  }
  return { routePath, lang, title, content, toc };
}

// Latin words and Chinese text both, so that both tokenisers, the typo and prefix paths, the
// Chinese pair statistics and the snippets all run.
const PAGES = [
  {
    ...extractedPage('/guide/deploy', 'zh', 'Deploy 部署', [
      'Run the build, then upload the doc_build folder to any static host. 构建站点，再把输出目录上传到静态托管服务。',
      { heading: 'Build output', id: 'build-output' },
      'The production build writes HTML, scripts and styles (usePageData, themeConfig.darkMode) into doc_build.',
    ]),
    keywords: ['hosting'],
  },
  extractedPage('/guide/dark-mode', 'zh', 'Dark mode 暗黑模式', [
    'The default theme follows the colour scheme of the system. 默认主题跟随系统的配色方案。',
    { heading: 'Turn it off', id: 'turn-it-off' },
    'Set darkMode to false in the config. 在配置中把 darkMode 设为 false。',
  ]),
];
const QUERY_SYNONYMS = [
  { objectID: 'night', type: 'oneWaySynonym' as const, input: 'night theme', synonyms: ['dark mode'] },
];

export function warmUpIndex(): WarmUpIndex {
  const records = PAGES.flatMap((each) => buildSearchRecords(each, { lvl0: 'Guide' }));
  const { manifest, files } = buildShardedIndex('zh', records, {
    synonyms: QUERY_SYNONYMS,
    pinyin: pinyinTable(JSON.stringify(records)),
  });
  // Without the readings of characters the pages lack (about 20 kB the warm-up does not need).
  const kept = [...files].filter(([path]) => !path.startsWith('r/'));
  return {
    manifest: { ...manifest, readingFiles: 0 },
    files: Object.fromEntries(kept.map(([path, text]) => [path, JSON.parse(text)])),
  };
}

export const WARM_UP_INDEX_FILE = fileURLToPath(new URL('../browser/warm-up-index.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WARM_UP_INDEX_FILE, `${JSON.stringify(warmUpIndex())}\n`);
}
