/**
 * The public site's view of a registry resource, from its `publicRead` declaration: a narrower
 * ResourceDef (only the public fields, the public row conditions added to its base filter) that
 * the generic list and read code serves as it serves any resource. Nothing outside the
 * declaration can be selected, filtered, sorted or searched.
 */
import { resources } from '../registry';
import type { FieldDef, ResourceDef } from '../registry/types';
import type { Scope } from './resourceScope';

/** Rows a public list page holds at most (a larger range is cut to this). */
export const PUBLIC_MAX_PAGE_SIZE = 100;

function buildView(r: ResourceDef): ResourceDef {
  const p = r.publicRead!;
  const fields: Record<string, FieldDef> = { id: r.fields.id! };
  for (const name of p.fields) fields[name] = r.fields[name]!;
  Object.assign(fields, p.computed ?? {});
  const ownSort = r.defaultSort[0] in fields ? r.defaultSort : (['id', 'DESC'] as const);
  return {
    ...r,
    fields,
    baseFilter: { ...r.baseFilter, ...p.where },
    defaultSort: p.defaultSort ?? ownSort,
    readOnly: true,
    upload: undefined,
  };
}

/** Every resource the public site may read, as its public view. */
export const publicViews: readonly ResourceDef[] = resources.filter((r) => r.publicRead).map(buildView);
const byName = new Map(publicViews.map((v) => [v.name, v]));

export const publicViewOf = (name: string): ResourceDef | undefined => byName.get(name);

/** The field one public item is read by: its declared key (a slug) or its id. */
export const publicKeyOf = (view: ResourceDef): string => view.publicRead?.key ?? 'id';

export const publicScope = (view: ResourceDef): Scope => ({ kind: 'public', where: view.publicRead?.whereSql ?? [] });
