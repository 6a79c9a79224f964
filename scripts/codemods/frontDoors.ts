/**
 * Codemod (issue 19 §2): components under api/src/domain use each other only through front doors.
 *
 *   npx tsx scripts/codemods/frontDoors.ts           rewrite, then Prettier-format the touched files
 *   npx tsx scripts/codemods/frontDoors.ts --check   change nothing; exit 1 if a run would change a file
 *
 * For every non-test file of a component (api/src/domain/<a>/…) that imports a deep file of another
 * component (`../b/deepFile`), or a file of auth (api/src/auth; not from route files, which are HTTP), it
 *   1. adds the imported names to b's front door, api/src/domain/b/index.ts, as named re-exports
 *      (`export { x } from './deepFile'`; `export type { T }` when every importer uses T as a type only),
 *      creating the file if needed;
 *   2. points the import at the front door (`../b`), merging it with the other imports of `../b` in that
 *      file into one declaration.
 * A front door's re-exports are kept one declaration per file, sorted by file and name; a re-export that
 * nothing in api/src, tests, seeds or scripts imports any more is dropped (and a value re-export that is
 * only used as a type becomes `type`); its other statements and its leading comment are kept as they are. Re-running it is safe: a run after a run
 * changes nothing. It refuses (exit 2, nothing written) what it cannot do safely: a deep default or
 * namespace import, a deep import of another component's route file, one name exported by two files.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { API_SRC, componentOf, DOMAIN, importsOf, isTest, parse, ROOT, sourceFiles, type ImportEdge } from './importGraph';

interface Export {
  /** The exported name; `local` when the file's own name differs (`export { local as name }`). */
  name: string;
  local: string;
  file: string;
  isType: boolean;
}

const check = process.argv.includes('--check');
const problems: string[] = [];
const rel = (f: string) => path.relative(ROOT, f);
const posix = (p: string) => p.split(path.sep).join('/');
/**
 * Folders outside domain/ that a component's files reach through a front door too. Route files (*Routes.ts)
 * are the HTTP edge and keep importing auth's request middleware directly.
 */
const SHARED_DOORS: Readonly<Record<string, string>> = { auth: path.join(API_SRC, 'auth') };
const doorDir = (door: string) => SHARED_DOORS[door] ?? path.join(DOMAIN, door);
/** The door (a component's name, or a shared door's) whose folder holds `file`. */
const doorOfFile = (file: string) => componentOf(file) ?? Object.keys(SHARED_DOORS).find((d) => path.dirname(file) === SHARED_DOORS[d]);
const frontDoorOf = (door: string) => path.join(doorDir(door), 'index.ts');
const specifierFrom = (fromFile: string, file: string) => {
  const s = posix(path.relative(path.dirname(fromFile), file)).replace(/\.tsx?$/, '');
  return s.startsWith('.') ? s : `./${s}`;
};
const doorSpecifier = (fromFile: string, door: string) => posix(path.relative(path.dirname(fromFile), doorDir(door)));

/** Deep imports across components, per importing file. */
function deepImports(): Map<string, ImportEdge[]> {
  const byFile = new Map<string, ImportEdge[]>();
  for (const file of sourceFiles(DOMAIN)) {
    const from = componentOf(file);
    if (!from || isTest(file)) continue;
    for (const edge of importsOf(file)) {
      const to = edge.target && doorOfFile(edge.target);
      if (!to || to === from || edge.target === frontDoorOf(to)) continue;
      if (SHARED_DOORS[to] && /Routes\.ts$/.test(file)) continue;
      const where = `${rel(file)}: '${edge.specifier}'`;
      if (/Routes\.ts$/.test(edge.target!)) problems.push(`${where} imports another component's route file; move what it needs out of it`);
      else if (!edge.names) problems.push(`${where} is a namespace import or export *; name what it needs`);
      else if (edge.names.some((n) => n.name === 'default')) problems.push(`${where} imports a default export; export it by name`);
      else byFile.set(file, [...(byFile.get(file) ?? []), edge]);
    }
  }
  return byFile;
}

/** The re-exports a front door has now, and its other statements as text. */
function readDoor(door: string): { exports: Export[]; header: string; rest: string[] } {
  if (!fs.existsSync(door)) return { exports: [], header: '', rest: [] };
  const source = parse(door);
  const text = source.getFullText();
  const exports: Export[] = [];
  const rest: string[] = [];
  for (const statement of source.statements) {
    const clause = ts.isExportDeclaration(statement) ? statement.exportClause : undefined;
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && clause && ts.isNamedExports(clause)) {
      const file = path.resolve(path.dirname(door), (statement.moduleSpecifier as ts.StringLiteral).text);
      for (const el of clause.elements)
        exports.push({
          name: el.name.text,
          local: (el.propertyName ?? el.name).text,
          file: fs.existsSync(`${file}.ts`) ? `${file}.ts` : file,
          isType: statement.isTypeOnly || el.isTypeOnly,
        });
    } else rest.push(text.slice(statement.getStart(source), statement.getEnd()));
  }
  const first = source.statements[0];
  const header = first ? text.slice(0, first.getStart(source)).trim() : text.trim();
  return { exports, header, rest };
}

function writeDoor(door: string, component: string, exports: Export[], header: string, rest: string[]): string {
  const byFile = new Map<string, Export[]>();
  for (const e of exports) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  const lines = [...byFile.keys()].sort().map((file) => {
    const names = byFile.get(file)!.sort((a, b) => a.name.localeCompare(b.name));
    const allTypes = names.every((n) => n.isType);
    const list = names
      .map((n) => `${!allTypes && n.isType ? 'type ' : ''}${n.local === n.name ? n.name : `${n.local} as ${n.name}`}`)
      .join(', ');
    return `export ${allTypes ? 'type ' : ''}{ ${list} } from '${specifierFrom(door, file)}';`;
  });
  const intro =
    header ||
    (SHARED_DOORS[component]
      ? `/**\n * The front door of ${component} for the components: what their files (other than *Routes.ts) may use.\n` +
        ` * They import from '…/${component}', never from a file inside it (lint: import-x/no-restricted-paths). The\n` +
        ` * re-exports below are kept by scripts/codemods/frontDoors.ts.\n */`
      : `/**\n * The front door of ${component}: what other components may use. Another component imports from\n` +
        ` * '../${component}', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below\n` +
        ` * are kept by scripts/codemods/frontDoors.ts.\n */`);
  // A component nobody uses yet still has its door: `export {};` until something is re-exported.
  const kept = rest.filter((r) => r.replace(/\s/g, '') !== 'export{};');
  return [intro, ...kept, ...(lines.length || kept.length ? lines : ['export {};'])].join('\n') + '\n';
}

/** The file's text with each deep import pointed at its front door, and the imports of one door merged. */
function rewriteImporter(file: string, edges: ImportEdge[]): string {
  const source = parse(file);
  const text = source.getFullText();
  // The edges come from another parse of the same text: statements are matched by position.
  const deepAt = new Map(edges.map((e) => [e.node.pos, e]));
  const groups = new Map<string, ts.ImportDeclaration[]>();
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    const target = deepAt.get(statement.pos)?.target;
    const isDeep = !!target;
    if (isDeep && ts.isExportDeclaration(statement)) {
      const spec = statement.moduleSpecifier!;
      edits.push({ start: spec.getStart(source), end: spec.getEnd(), text: `'${doorSpecifier(file, doorOfFile(target!)!)}'` });
      continue;
    }
    if (!ts.isImportDeclaration(statement)) continue;
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    const door = target ? doorOfFile(target)! : doorOfFile(path.join(path.resolve(path.dirname(file), spec), 'index.ts'));
    const isDoorImport = !!door && spec === doorSpecifier(file, door);
    const clause = statement.importClause;
    const named = clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings);
    if ((isDeep || isDoorImport) && named) {
      const key = doorSpecifier(file, door!);
      groups.set(key, [...(groups.get(key) ?? []), statement]);
    }
  }
  for (const [specifier, statements] of groups) {
    const allTypes = statements.every((s) => s.importClause!.isTypeOnly);
    // local name → the element's text; a name imported as a value and as a type is kept as the value.
    const elements = new Map<string, string>();
    for (const s of statements)
      for (const el of (s.importClause!.namedBindings as ts.NamedImports).elements) {
        const isType = !allTypes && (s.importClause!.isTypeOnly || el.isTypeOnly);
        const item = `${el.propertyName ? `${el.propertyName.text} as ` : ''}${el.name.text}`;
        if (!isType || !elements.has(el.name.text)) elements.set(el.name.text, `${isType ? 'type ' : ''}${item}`);
      }
    const merged = `import ${allTypes ? 'type ' : ''}{ ${[...elements.values()].join(', ')} } from '${specifier}';`;
    const [first, ...others] = statements;
    if (!first || (others.length === 0 && !deepAt.has(first.pos))) continue;
    edits.push({ start: first.getStart(source), end: first.getEnd(), text: merged });
    for (const s of others) {
      const lineEnd = text.indexOf('\n', s.getEnd());
      edits.push({ start: s.getStart(source), end: lineEnd === -1 ? s.getEnd() : lineEnd + 1, text: '' });
    }
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

async function formatted(file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

const importers = deepImports();
const needed = new Map<string, Export[]>();
for (const edge of [...importers.values()].flat()) {
  const component = doorOfFile(edge.target!)!;
  const list = needed.get(component) ?? [];
  for (const n of edge.names!) {
    const known = list.find((e) => e.name === n.name);
    if (!known) list.push({ name: n.name, local: n.name, file: edge.target!, isType: n.isType });
    else if (known.file !== edge.target)
      problems.push(`${component}: ${n.name} is imported from ${rel(known.file)} and ${rel(edge.target!)}`);
    else known.isType &&= n.isType;
  }
  needed.set(component, list);
}

/**
 * What is imported from each front door today, across the repository (name → used only as a type), or
 * 'all' when a file takes the whole door (`import * as`, `export *`): a re-export nobody uses is dropped.
 */
function doorUsage(): Map<string, Map<string, boolean> | 'all'> {
  const usage = new Map<string, Map<string, boolean> | 'all'>();
  const dirs = ['api/src', 'tests', 'seeds', 'scripts'].map((d) => path.join(ROOT, d));
  for (const file of dirs.filter((d) => fs.existsSync(d)).flatMap(sourceFiles))
    for (const edge of importsOf(file)) {
      const to = edge.target && doorOfFile(edge.target);
      if (!to || edge.target !== frontDoorOf(to) || file === edge.target) continue;
      const used = usage.get(to) ?? new Map<string, boolean>();
      if (used === 'all' || !edge.names) {
        usage.set(to, 'all');
        continue;
      }
      for (const n of edge.names) used.set(n.name, (used.get(n.name) ?? true) && n.isType);
      usage.set(to, used);
    }
  return usage;
}

const usage = doorUsage();
const outputs = new Map<string, string>();
const components = fs.readdirSync(DOMAIN, { withFileTypes: true }).filter((e) => e.isDirectory());
for (const c of components) if (!needed.has(c.name)) needed.set(c.name, []);
for (const [component, wanted] of needed) {
  const door = frontDoorOf(component);
  const { exports, header, rest } = readDoor(door);
  for (const w of wanted) {
    const has = exports.find((e) => e.name === w.name);
    if (!has) exports.push(w);
    else if (has.file !== w.file) problems.push(`${rel(door)} exports ${w.name} from ${rel(has.file)}, wanted from ${rel(w.file)}`);
  }
  const used = usage.get(component);
  const kept = exports.flatMap((e) => {
    if (used === 'all') return [e];
    const want = wanted.find((w) => w.name === e.name);
    const usedAsTypeOnly = used?.get(e.name);
    if (!want && usedAsTypeOnly === undefined) return [];
    return [{ ...e, isType: (want?.isType ?? true) && (usedAsTypeOnly ?? true) }];
  });
  outputs.set(door, writeDoor(door, component, kept, header, rest));
}
for (const [file, edges] of importers) outputs.set(file, rewriteImporter(file, edges));

if (problems.length) {
  console.error(`frontDoors: nothing written; fix these first:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}
const changed: string[] = [];
for (const [file, text] of outputs) {
  const next = await formatted(file, text);
  const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (next === now) continue;
  changed.push(rel(file));
  if (!check) fs.writeFileSync(file, next);
}
const imports = [...importers.values()].flat().length;
const doors = [...needed.values()].filter((w) => w.length).length;
console.log(
  `frontDoors: ${imports} deep imports in ${importers.size} files → front doors of ${doors} components; ` +
    `${changed.length} files ${check ? 'would change' : 'changed'}${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`,
);
if (check && changed.length) process.exit(1);
