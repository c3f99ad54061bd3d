/**
 * `npm run check:language`: proves that adding a language is one registry entry, one text folder and
 * one docs folder. It copies the project into a temporary folder, adds a throwaway language there
 * exactly as CONTRIBUTING.md ("Add a language") says, with small docs folders in place of the real
 * ones, builds it with the real rspress.config.ts and checks that the new language's pages and UI
 * texts are in the output next to English and Chinese. Its texts are the English ones marked with
 * "[fr] ", so that each one can be told apart. A few seconds; not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languages } from '../i18n/languages';

const root = path.resolve(import.meta.dirname, '..');
const NEW_LANG = 'fr';
const MARK = `[${NEW_LANG}] `;
const pages = ['index.md', 'guide/start/introduction.md', 'guide/start/getting-started.md'];

function copyProject(to: string) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.startsWith('docs/') && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(to, file));
  }
  cpSync(path.join(root, 'docs/public'), path.join(to, 'docs/public'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'));
}

/** A docs folder of three pages for a language, with a navbar, as a contributor would start one. */
function writeDocs(to: string, lang: string, titleMark: string) {
  for (const page of pages) {
    const file = path.join(to, 'docs', lang, page);
    mkdirSync(path.dirname(file), { recursive: true });
    const title = `${titleMark}${path.basename(page, '.md')}`;
    writeFileSync(
      file,
      `---\ndescription: ${title}, a page of the ${lang} check site.\n---\n\n# ${title}\n\nText of ${title}.\n`,
    );
  }
  writeFileSync(
    path.join(to, 'docs', lang, '_nav.json'),
    JSON.stringify([{ text: `${titleMark}Guide`, link: '/guide/start/introduction', activeMatch: '^/guide/' }]),
  );
}

/** The throwaway language: a text folder whose files mark every English text, and its registry entry. */
function addLanguage(to: string) {
  const folder = path.join(to, 'i18n', NEW_LANG);
  mkdirSync(folder);
  const mark = `function mark<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (key === 'href' ? value : ${JSON.stringify(MARK)} + value) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, k)])) as T;
}\n`;
  writeFileSync(
    path.join(folder, 'index.ts'),
    `import { en } from '../en';\nimport type { LanguageTexts } from '../texts';\n${mark}export const ${NEW_LANG}: LanguageTexts = mark(en);\n`,
  );
  writeFileSync(
    path.join(folder, 'search-dialog.ts'),
    `import en from '../en/search-dialog';\n${mark}export default mark(en);\n`,
  );
  writeFileSync(
    path.join(folder, 'pages.ts'),
    `import { pageTexts as en } from '../en/pages';\n${mark}export const pageTexts = mark(en);\n`,
  );
  const registry = path.join(to, 'i18n/languages.ts');
  const source = readFileSync(registry, 'utf8');
  const entry = `  { lang: '${NEW_LANG}', label: 'Français', ogLocale: 'fr_FR', texts: ${NEW_LANG} },\n`;
  const updated = source
    .replace("import { zh } from './zh';", `import { zh } from './zh';\nimport { ${NEW_LANG} } from './${NEW_LANG}';`)
    .replace('] as const satisfies', `${entry}] as const satisfies`);
  if (updated === source || !updated.includes(entry))
    throw new Error('i18n/languages.ts no longer has the shape this check edits');
  writeFileSync(registry, updated);
}

function check(site: string): string[] {
  const problems: string[] = [];
  const html = (route: string) => {
    const file = path.join(site, 'doc_build', route.endsWith('/') ? `${route}index.html` : `${route}.html`);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const expectIn = (what: string, text: string, needle: string) => {
    if (!text.includes(needle)) problems.push(`${what} lacks ${JSON.stringify(needle)}`);
  };
  const en = languages[0].texts;
  for (const { lang, texts } of [...languages, { lang: NEW_LANG, texts: null }]) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const page = html(`${prefix}/guide/start/introduction`);
    if (!page) {
      problems.push(`no page ${prefix}/guide/start/introduction`);
      continue;
    }
    expectIn(`${lang} page`, page, `<html lang="${lang}"`);
    const ui = texts?.ui ?? Object.fromEntries(Object.entries(en.ui).map(([key, text]) => [key, MARK + text]));
    const announcement = texts?.announcement.message ?? MARK + en.announcement.message;
    expectIn(`${lang} page`, page, ui['site.skipLink']);
    expectIn(`${lang} page`, page, announcement);
    expectIn(`${lang} page`, page, `href="${prefix}/guide/start/getting-started"`);
    expectIn(`${lang} page`, page, ui.editLinkText);
    expectIn(`${lang} page`, page, `hreflang="${NEW_LANG}"`);
    const index = readdirSync(path.join(site, 'doc_build/static/search')).find((file) => file.startsWith(`${lang}.`));
    if (!index) problems.push(`no search index for ${lang}`);
  }
  const language = html('/fr/');
  expectIn('fr home page', language, 'Français');
  return problems;
}

const site = mkdtempSync(path.join(tmpdir(), 'third-language-'));
try {
  copyProject(site);
  for (const { lang } of languages) writeDocs(site, lang, '');
  writeDocs(site, NEW_LANG, MARK);
  addLanguage(site);
  execFileSync('npx', ['rspress', 'build'], { cwd: site, stdio: ['ignore', 'ignore', 'inherit'] });
  const problems = check(site);
  if (problems.length > 0) {
    console.error(`A third language does not come out whole:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `A third language (${NEW_LANG}) builds with its pages, UI texts, search index and links, next to ${languages.map(({ lang }) => lang).join(' and ')}.`,
    );
  }
} finally {
  rmSync(site, { recursive: true, force: true });
}
