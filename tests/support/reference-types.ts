import path from 'node:path';
import ts from 'typescript';
import { createVirtualProgram, type OptionSection, projectRoot, type ReferenceScope } from './config-reference';

/**
 * How a reference page's `Type` line is compared with the installed type.
 *
 * - The line's first code span is a TypeScript type; text after it is a note for the reader
 *   (`(from \`unified\`)`, a list of fields) and is not compared.
 * - Named types in it come from the vocabulary below: the packages that export them. A name outside it does not
 *   compile, and the check says so.
 * - A property written without its type (`name?` or `name?: ...`) stands for "see the sub-heading": the type of the
 *   heading `<option>.<name>` on the same page is put in its place.
 * - The canonical form is the type itself, not its spelling: the documented type and the installed type (without
 *   the `undefined` an optional key adds) are the same when each is assignable to the other under the project's
 *   strict compiler options. So union order, `string[]` against `Array<string>`, `Record<string, T>` against
 *   `{ [key: string]: T }` and an alias against its expansion do not matter; a missing member, a wrong literal,
 *   an optional key written as required (or the reverse) and a wider or narrower type do.
 */
export const TYPE_VOCABULARY: Record<string, string[]> = {
  '@rspress/core': [
    'I18nText',
    'LlmsTxtContext',
    'LlmsTxtRenderer',
    'Nav',
    'NavItem',
    'RouteMeta',
    'RspressPlugin',
    'Sidebar',
    'SidebarDivider',
    'SidebarGroup',
    'SidebarItem',
    'SidebarSectionHeader',
    'SocialLink',
  ],
  // Named on the pages, exported by @rspress/shared only.
  '@rspress/shared': ['DefaultThemeConfig', 'MarkdownOptions', 'RouteOptions'],
  '@rsbuild/core': ['RsbuildConfig'],
  '@shikijs/rehype': ['RehypeShikiOptions'],
  unified: ['PluggableList'],
  'medium-zoom': ['ZoomOptions'],
};

const vocabularySource = new Map(
  Object.entries(TYPE_VOCABULARY).flatMap(([module, names]) => names.map((name) => [name, module] as const)),
);

/** The first code span of a Type line. */
export function typeSpanOf(text: string): string | undefined {
  return text.match(/^`([^`]+)`/)?.[1];
}

/**
 * Field names that the note after a Type lists in brackets: `` `ZoomOptions` (`margin`, `background`) `` or
 * `` `SocialLink[]` (`{ icon, mode, content }`) ``. Such a list must name every installed field.
 */
export function listedFieldsOf(text: string): string[] | undefined {
  const note = text.replace(/^`[^`]+`\s*/, '');
  const spans = note.match(/^[(（]((?:`[\w$]+`[、,，\s]*)+)[)）]/)?.[1];
  if (spans) return [...spans.matchAll(/`([\w$]+)`/g)].map((m) => m[1]);
  const braced = note.match(/^[(（]`\{\s*([\w$,\s]+?)\s*\}`[)）]/)?.[1];
  return braced?.split(/\s*,\s*/);
}

const ABBREVIATED_MEMBER = /\b([A-Za-z_$][\w$]*)\?(?:\s*:\s*\.\.\.)?(?=\s*[;}])/g;

/** Replaces `key?` and `key?: ...` members with the documented type of the `<option>.<key>` heading. */
export function expandAbbreviations(
  optionText: string,
  type: string,
  sections: Map<string, OptionSection>,
): { type: string; missing: string[] } {
  const missing: string[] = [];
  const expanded = type.replace(ABBREVIATED_MEMBER, (whole, key: string) => {
    const sub = sections.get(`${optionText}.${key}`);
    const subType = sub?.type && typeSpanOf(sub.type.text);
    if (!subType) {
      missing.push(`${optionText}.${key}`);
      return whole;
    }
    return `${key}?: (${expandAbbreviations(`${optionText}.${key}`, subType, sections).type})`;
  });
  return { type: expanded, missing };
}

/** One documented type to compile, with where it comes from. */
export interface DocumentedType {
  /** e.g. `en api/config/config-build.md:312 route.cleanUrls` */
  origin: string;
  scope: ReferenceScope;
  /** Option path inside the scope's type, e.g. `route.cleanUrls`. */
  optionPath: string;
  /** For a row of a field table: the field of the option's items it documents. */
  field?: string;
  written: string;
  expanded: string;
}

const probeFile = path.join(projectRoot, '__config_reference_probe__.ts');
const documentedFile = path.join(projectRoot, '__config_reference_documented__.ts');
const aliasName = (index: number) => `Documented_${index}`;

function documentedSource(types: DocumentedType[]): string {
  const used = new Map<string, Set<string>>();
  for (const { expanded } of types) {
    for (const name of expanded.match(/\b[A-Z][\w$]*\b/g) ?? []) {
      const module = vocabularySource.get(name);
      if (!module) continue;
      if (!used.has(module)) used.set(module, new Set());
      used.get(module)?.add(name);
    }
  }
  const imports = [...used].map(([module, names]) => `import type { ${[...names].join(', ')} } from '${module}';`);
  // One alias per line, so that a diagnostic's line number finds its option.
  const aliases = types.map((t, index) => `export type ${aliasName(index)} = ${t.expanded.replace(/\n/g, ' ')};`);
  return [...imports, ...aliases].join('\n');
}

/** The installed types and the documented ones in one program, and the comparisons between them. */
export class ReferenceTypes {
  readonly checker: ts.TypeChecker;
  private readonly program: ts.Program;
  private readonly importLines: number;

  constructor(scopes: ReferenceScope[], documented: DocumentedType[]) {
    const probe = scopes
      .map(
        ({ typeName }) =>
          `import type { ${typeName} } from '@rspress/shared';\nexport type Probe_${typeName} = ${typeName};`,
      )
      .join('\n');
    const source = documentedSource(documented);
    this.importLines = source.split('\n').length - documented.length;
    this.program = createVirtualProgram(
      new Map([
        [probeFile, probe],
        [documentedFile, source],
      ]),
    );
    this.checker = this.program.getTypeChecker();
  }

  private exportedType(fileName: string, name: string): ts.Type {
    const sourceFile = this.program.getSourceFile(fileName);
    const moduleSymbol = sourceFile && this.checker.getSymbolAtLocation(sourceFile);
    const symbol = moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!symbol) throw new Error(`${name} missing from ${path.basename(fileName)}`);
    return this.checker.getDeclaredTypeOfSymbol(symbol);
  }

  rootType(scope: ReferenceScope): ts.Type {
    return this.exportedType(probeFile, `Probe_${scope.typeName}`);
  }

  /** Object members of a type: the members of every object-like constituent (unions such as `boolean | {...}`). */
  membersOf(type: ts.Type): ts.Symbol[] {
    const constituents = type.isUnion() ? type.types : [type];
    const members = new Map<string, ts.Symbol>();
    for (const part of constituents) {
      if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
      if (part.getCallSignatures().length > 0 || this.checker.isArrayType(part)) continue;
      for (const symbol of this.checker.getPropertiesOfType(part)) members.set(symbol.name, symbol);
    }
    return [...members.values()];
  }

  /** The installed type of an option path, without the `undefined` that an optional key adds. */
  installedType(scope: ReferenceScope, optionPath: string): ts.Type | undefined {
    let type = this.rootType(scope);
    for (const segment of optionPath.split('.')) {
      const symbol = this.membersOf(type).find((s) => s.name === segment);
      if (!symbol) return undefined;
      type = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(symbol));
    }
    return type;
  }

  /** Compile errors of the documented types, by index in the list (-1 for the vocabulary's imports). */
  compileErrors(): Map<number, string[]> {
    const sourceFile = this.program.getSourceFile(documentedFile);
    const errors = new Map<number, string[]>();
    if (!sourceFile) throw new Error('documented types missing from the program');
    const diagnostics = [
      ...this.program.getSyntacticDiagnostics(sourceFile),
      ...this.program.getSemanticDiagnostics(sourceFile),
    ];
    for (const d of diagnostics) {
      const line = d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line;
      // -1: the import lines of the vocabulary.
      const index = Math.max(-1, line - this.importLines);
      errors.set(index, [...(errors.get(index) ?? []), ts.flattenDiagnosticMessageText(d.messageText, ' ')]);
    }
    return errors;
  }

  documentedType(index: number): ts.Type {
    return this.exportedType(documentedFile, aliasName(index));
  }

  /** Why two types differ, or undefined when they are the same (each assignable to the other). */
  difference(documented: ts.Type, installed: ts.Type): string | undefined {
    if (documented.flags & ts.TypeFlags.Any && !(installed.flags & ts.TypeFlags.Any)) {
      return 'the documented type resolves to `any`';
    }
    const wider = !this.checker.isTypeAssignableTo(documented, installed);
    const narrower = !this.checker.isTypeAssignableTo(installed, documented);
    if (wider && narrower) return 'they differ both ways';
    if (wider) return 'the page allows values the installed type rejects';
    if (narrower) return 'the installed type allows values the page leaves out';
    return undefined;
  }

  /** The item types of an option whose type is a list (or a union holding lists, as `NavItem[] | Record<...>`). */
  private itemTypes(type: ts.Type): ts.Type[] {
    const lists = (type.isUnion() ? type.types : [type]).filter((t) => this.checker.isArrayType(t));
    return lists
      .map((list) => this.checker.getTypeArguments(list as ts.TypeReference)[0])
      .flatMap((item) => (item.isUnion() ? item.types : [item]));
  }

  /** The installed types of one field of an option's items, one per item kind that has the field. */
  fieldTypes(type: ts.Type, field: string): ts.Type[] {
    return this.itemTypes(type).flatMap((item) => {
      const symbol = this.checker.getPropertyOfType(item, field);
      return symbol ? [this.checker.getNonNullableType(this.checker.getTypeOfSymbol(symbol))] : [];
    });
  }

  /** Every public field of an option's items. */
  fieldNames(type: ts.Type): string[] {
    const names = this.itemTypes(type).flatMap((item) => this.membersOf(item).map((s) => s.name));
    return [...new Set(names)].filter((name) => !name.startsWith('_'));
  }

  /** Public member names of a type, or of its elements when it is an array. */
  memberNames(type: ts.Type): string[] {
    const element = this.checker.isArrayType(type) ? this.checker.getTypeArguments(type as ts.TypeReference)[0] : type;
    return this.membersOf(element)
      .map((s) => s.name)
      .filter((name) => !name.startsWith('_'));
  }

  text(type: ts.Type): string {
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }
}
