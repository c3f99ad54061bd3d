import path from 'node:path';
import ts from 'typescript';
import { type Language, languages, readPage } from './docs-source';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The configuration reference pages, relative to docs/<lang>. */
export const configPages = {
  basic: 'api/config/config-basic.md',
  build: 'api/config/config-build.md',
  theme: 'api/config/config-theme.md',
  frontmatter: 'api/config/config-frontmatter.md',
} as const;

/**
 * One documented type: where its options live, how their headings read and which nested option
 * objects are documented key by key as well.
 */
export interface ReferenceScope {
  /** Exported type name in `@rspress/shared`. */
  typeName: 'UserConfig' | 'DefaultThemeConfig' | 'FrontMatterMeta';
  pages: string[];
  /** Prefix of the heading text, e.g. `themeConfig.` for `themeConfig.nav`. */
  textPrefix: string;
  /** Prefix of the heading id, e.g. `frontmatter-` for `{#frontmatter-title}`. */
  idPrefix: string;
  /** Option paths (relative to the type) whose object members are documented one by one. */
  nested: string[];
}

export const referenceScopes: ReferenceScope[] = [
  {
    typeName: 'UserConfig',
    pages: [configPages.basic, configPages.build],
    textPrefix: '',
    idPrefix: '',
    nested: [
      'route',
      'markdown',
      'markdown.link',
      'markdown.image',
      'markdown.defaultCodeOverflow',
      'search',
      'ssg',
      'llms',
      'mediumZoom',
      'multiVersion',
      'languageParity',
    ],
  },
  {
    typeName: 'DefaultThemeConfig',
    pages: [configPages.theme],
    textPrefix: 'themeConfig.',
    idPrefix: '',
    nested: ['editLink', 'footer', 'lastUpdated', 'llmsUI'],
  },
  {
    typeName: 'FrontMatterMeta',
    pages: [configPages.frontmatter],
    textPrefix: '',
    idPrefix: 'frontmatter-',
    nested: ['hero', 'hero.image'],
  },
];

/**
 * The id scheme of option headings: the option path in lower case, dots turned into hyphens, with the
 * scope's id prefix. `markdown.link.checkAnchors` -> `markdown-link-checkanchors`,
 * `themeConfig.nav` -> `themeconfig-nav`, front matter `pageType` -> `frontmatter-pagetype`.
 */
export function optionId(scope: ReferenceScope, optionPath: string): string {
  return `${scope.idPrefix}${scope.textPrefix}${optionPath}`.toLowerCase().replace(/\./g, '-');
}

const FENCE = /^\s*(```+|~~~+)/;
/** An option heading: the text is an option path, followed by an explicit id. */
const OPTION_HEADING = /^#{2,4}\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s+\{#([^}]+)\}\s*$/;

export interface OptionHeading {
  /** Heading text, e.g. `themeConfig.nav`. */
  text: string;
  id: string;
  line: number;
}

/** Option headings of a page (text that is a dotted key path plus an explicit id), outside code blocks. */
export function optionHeadingsOf(source: string): OptionHeading[] {
  const found: OptionHeading[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const fenceMatch = line.match(FENCE);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = undefined;
      return;
    }
    if (fence) return;
    const match = line.match(OPTION_HEADING);
    if (match) found.push({ text: match[1], id: match[2], line: index + 1 });
  });
  return found;
}

/** The `- Type:` and `- Default:` lines under an option heading (`- 类型：`, `- 默认值：` on Chinese pages). */
export interface OptionFacts {
  /** Markdown after the label; a line indented under the bullet continues it. */
  text: string;
  line: number;
}

/** A row of a `| Field | Type | ... |` table under an option heading: one field of the option's items. */
export interface FieldRow {
  name: string;
  type: string;
  line: number;
}

export interface OptionSection extends OptionHeading {
  type?: OptionFacts;
  default?: OptionFacts;
  fields: FieldRow[];
}

const FACT_LINE = /^- (Type|Default|类型|默认值)[:：]\s*(.*)$/;
const FACT_KIND: Record<string, 'type' | 'default'> = {
  Type: 'type',
  类型: 'type',
  Default: 'default',
  默认值: 'default',
};
const FIELD_TABLE = /^\|\s*(Field|字段)\s*\|\s*(Type|类型)\s*\|/;
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\\\|/g, '|'));

/** Rows of a field table; a row may list several fields and a type for each (`rel`, `download` | `string`, `boolean`). */
function fieldRows(lines: string[], headerIndex: number): FieldRow[] {
  const rows: FieldRow[] = [];
  for (let index = headerIndex + 2; index < lines.length && lines[index].startsWith('|'); index++) {
    const [, names = '', types = ''] = lines[index].split(/(?<!\\)\|/);
    const fieldNames = codeSpans(names);
    const fieldTypes = codeSpans(types);
    fieldNames.forEach((name, i) => {
      const type = fieldTypes.length === fieldNames.length ? fieldTypes[i] : fieldTypes[0];
      if (type) rows.push({ name, type, line: index + 1 });
    });
  }
  return rows;
}

/** Option headings with the Type and Default lines and the field table that follow them, before the next heading. */
export function optionSectionsOf(source: string): OptionSection[] {
  const lines = source.split('\n');
  return optionHeadingsOf(source).map((heading) => {
    const section: OptionSection = { ...heading, fields: [] };
    for (let index = heading.line; index < lines.length && !/^#{1,6}\s/.test(lines[index]); index++) {
      if (FIELD_TABLE.test(lines[index])) section.fields.push(...fieldRows(lines, index));
      const match = lines[index].match(FACT_LINE);
      if (!match) continue;
      let text = match[2];
      for (let next = index + 1; next < lines.length && /^ {2}\S/.test(lines[next]); next++) {
        text += ` ${lines[next].trim()}`;
      }
      section[FACT_KIND[match[1]]] = { text: text.trim(), line: index + 1 };
    }
    return section;
  });
}

export interface CodeBlock {
  lang: string;
  /** The `title="..."` of the opening fence, if any. */
  title?: string;
  /** Everything after the language on the opening fence (`twoslash`, `title="..."`, line ranges...). */
  meta: string;
  code: string;
  line: number;
}

/** Fenced code blocks of a page with their language tag. */
export function codeBlocksOf(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { fence: string; lang: string; title?: string; meta: string; line: number; lines: string[] } | undefined;
  source.split('\n').forEach((line, index) => {
    const match = line.match(/^\s*(```+|~~~+)\s*([\w-]*)/);
    if (!open) {
      const title = line.match(/\btitle="([^"]*)"/)?.[1];
      const meta = match
        ? line
            .trim()
            .slice(match[1].length + match[2].length)
            .trim()
        : '';
      if (match) open = { fence: match[1], lang: match[2], title, meta, line: index + 1, lines: [] };
      return;
    }
    if (match?.[1].startsWith(open.fence) && line.trim() === match[1]) {
      const { lang, title, meta } = open;
      blocks.push({ lang, title, meta, code: `${open.lines.join('\n')}\n`, line: open.line });
      open = undefined;
      return;
    }
    open.lines.push(line);
  });
  return blocks;
}

export function readConfigPage(lang: Language, page: string): string {
  return readPage(lang, page);
}

/** Compiler options of the project (tsconfig.json), used for the virtual files. */
export function projectCompilerOptions(): ts.CompilerOptions {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, projectRoot);
  return { ...parsed.options, noEmit: true, noUnusedLocals: false };
}

/** One ts Program over in-memory files (absolute paths), resolving imports from the project's node_modules. */
export function createVirtualProgram(files: Map<string, string>, options = projectCompilerOptions()): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
  };
  return ts.createProgram([...files.keys()], options, host);
}

/** An option documented on a reference page, in one language. */
export interface DocumentedOption extends OptionSection {
  lang: Language;
  page: string;
  scope: ReferenceScope;
  /** Path inside the scope's type, e.g. `route.cleanUrls` for the heading `route.cleanUrls`. */
  key: string;
  /** `en/api/config/config-build.md:114 route.cleanUrls`, for messages. */
  where: string;
}

/** Every option heading of the reference pages, in both languages. */
export function readDocumentedOptions(): DocumentedOption[] {
  return referenceScopes.flatMap((scope) =>
    languages.flatMap((lang) =>
      scope.pages.flatMap((page) =>
        optionSectionsOf(readConfigPage(lang, page))
          .filter((section) => section.text.startsWith(scope.textPrefix))
          .map((section) => ({
            ...section,
            lang,
            page,
            scope,
            key: section.text.slice(scope.textPrefix.length),
            where: `${lang}/${page}:${section.line} ${section.text}`,
          })),
      ),
    ),
  );
}
