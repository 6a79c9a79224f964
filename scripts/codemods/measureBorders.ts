/**
 * The border figures of issue 19 §2, printed as one line each: `npx tsx scripts/codemods/measureBorders.ts`
 * (add `--list` to print the offending imports). Madge counts the cycles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_SRC, componentOf, DOMAIN, importsOf, isFrontDoor, isTest, sourceFiles } from './importGraph';

const list = process.argv.includes('--list');
const rel = (f: string) => path.relative(API_SRC, f);
const files = sourceFiles(API_SRC);
const components = fs.readdirSync(DOMAIN, { withFileTypes: true }).filter((e) => e.isDirectory());
const withDoor = components.filter((c) => fs.existsSync(path.join(DOMAIN, c.name, 'index.ts')));

const deep: string[] = [];
const deepFromOutside: string[] = [];
const httpInDomain = new Set<string>();
const httpInDomainNonRoutes = new Set<string>();
const httpInDomainBeyondHttpError = new Set<string>();
const authInDomain: string[] = [];
const deepAuthInDomain: string[] = [];
const seedsAtRunTime: string[] = [];
const engineToDomain: string[] = [];
const pairs = new Set<string>();
for (const file of files) {
  const from = componentOf(file);
  for (const edge of importsOf(file)) {
    const line = `${rel(file)} -> ${edge.specifier}`;
    if (edge.target?.includes(`${path.sep}seeds${path.sep}`) && !isTest(file)) seedsAtRunTime.push(line);
    if (file.startsWith(path.join(API_SRC, 'engine')) && edge.target && componentOf(edge.target)) engineToDomain.push(line);
    if (!from || isTest(file)) {
      if (!from && edge.target && componentOf(edge.target) && !isFrontDoor(edge.target) && !isTest(file)) deepFromOutside.push(line);
      continue;
    }
    const toHttp = edge.specifier === 'express' || !!edge.target?.startsWith(path.join(API_SRC, 'http') + path.sep);
    if (toHttp) {
      httpInDomain.add(rel(file));
      if (!file.endsWith('Routes.ts')) httpInDomainNonRoutes.add(rel(file));
      if (!file.endsWith('Routes.ts') && !edge.target?.endsWith(`${path.sep}httpError.ts`)) httpInDomainBeyondHttpError.add(rel(file));
    }
    if (edge.target?.startsWith(path.join(API_SRC, 'auth') + path.sep)) {
      authInDomain.push(line);
      if (!edge.target.endsWith(`auth${path.sep}index.ts`) && !file.endsWith('Routes.ts')) deepAuthInDomain.push(line);
    }
    const to = edge.target && componentOf(edge.target);
    if (to && to !== from) {
      pairs.add(`${from} -> ${to}`);
      if (!isFrontDoor(edge.target!)) deep.push(line);
    }
  }
}
const routeFolders = new Set(files.filter((f) => f.endsWith('Routes.ts') && !componentOf(f)).map((f) => rel(path.dirname(f))));
const show = (title: string, items: Iterable<string>) => {
  const all = [...items];
  console.log(`${title}: ${all.length}`);
  if (list) for (const item of all) console.log(`  ${item}`);
};
console.log(`components with index.ts: ${withDoor.length} of ${components.length}`);
show('deep imports across components (domain/a -> domain/b/not-index)', deep);
show('deep imports into domain from outside it (non-test)', deepFromOutside);
show('component pairs a -> b', pairs);
show('domain files importing express or http/', httpInDomain);
show('  of them not *Routes.ts', httpInDomainNonRoutes);
show('  of them not *Routes.ts, beyond http/httpError', httpInDomainBeyondHttpError);
show('domain -> auth imports', authInDomain);
show('  of them deep (not auth/index.ts) from non-route files', deepAuthInDomain);
show('engine -> domain imports', engineToDomain);
show('api/src files importing seeds', seedsAtRunTime);
show('folders outside domain holding *Routes.ts', routeFolders);
