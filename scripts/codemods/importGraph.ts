/**
 * The relative imports of api/src, read with the TypeScript compiler API: who imports which file, which
 * names, and whether as types. Shared by the front-door codemod and the border measurement.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const API_SRC = path.join(ROOT, 'api/src');
export const DOMAIN = path.join(API_SRC, 'domain');

export interface ImportedName {
  /** The exported name (`default` for a default import). */
  name: string;
  isType: boolean;
}

export interface ImportEdge {
  file: string;
  node: ts.ImportDeclaration | ts.ExportDeclaration;
  specifier: string;
  /** The resolved file, or undefined for a package or an unresolved path. */
  target?: string;
  /** The whole statement is type-only (`import type`, `export type`). */
  typeOnly: boolean;
  /** Named imports; undefined for `import * as`, side-effect imports and `export *`. */
  names?: ImportedName[];
}

export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

export function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

export function importsOf(file: string, source = parse(file)): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      const typeOnly = !!clause?.isTypeOnly;
      let names: ImportedName[] | undefined;
      if (clause && !(clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
        names = [];
        if (clause.name) names.push({ name: 'default', isType: typeOnly });
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
          for (const el of clause.namedBindings.elements)
            names.push({ name: (el.propertyName ?? el.name).text, isType: typeOnly || el.isTypeOnly });
      }
      edges.push({ file, node: statement, specifier, target: resolveRelative(file, specifier), typeOnly, names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const typeOnly = statement.isTypeOnly;
      const names =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.map((el) => ({ name: (el.propertyName ?? el.name).text, isType: typeOnly || el.isTypeOnly }))
          : undefined;
      edges.push({ file, node: statement, specifier, target: resolveRelative(file, specifier), typeOnly, names });
    }
  }
  return edges;
}

/** The component a file belongs to (its first folder under api/src/domain), or undefined outside it. */
export function componentOf(file: string): string | undefined {
  const rel = path.relative(DOMAIN, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

export const isFrontDoor = (file: string) => {
  const c = componentOf(file);
  return !!c && file === path.join(DOMAIN, c, 'index.ts');
};
export const isTest = (file: string) => /\.test\.tsx?$/.test(file);
