/**
 * The menu as data: spec §2's 13 groups in order, entries from the route table, entries the
 * role may not open left out, empty groups dropped. Pure, so it is unit-tested.
 */
import type { MenuGroup } from '@bakaya/api/registry';
import { MENU_GROUPS, type AdminRoute } from '../routes/routeTypes';

export interface MenuEntry {
  path: string;
  title: string;
}
export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

/** Same screen twice in a group (a spec alias and the registry's own list): keep the first. */
const screenKey = (r: AdminRoute) => (r.screen.kind === 'list' ? `list:${r.screen.resource}` : `path:${r.path}`);

export function buildMenu(routes: readonly AdminRoute[], allowed: (route: AdminRoute) => boolean): MenuSection[] {
  return MENU_GROUPS.map((group) => {
    const seen = new Set<string>();
    const entries: MenuEntry[] = [];
    for (const r of routes) {
      if (r.group !== group || !r.menu) continue;
      const key = screenKey(r);
      if (seen.has(key)) continue;
      seen.add(key);
      if (allowed(r)) entries.push({ path: `/${r.path}`, title: r.title });
    }
    return { group, entries };
  }).filter((s) => s.entries.length > 0);
}

/** The section holding the current path (opened on first render). */
export function sectionOf(sections: MenuSection[], pathname: string): MenuGroup | undefined {
  const p = pathname.toLowerCase();
  let best: { group: MenuGroup; len: number } | undefined;
  for (const s of sections) {
    for (const e of s.entries) {
      const ep = e.path.toLowerCase();
      if ((p === ep || p.startsWith(`${ep}/`)) && (!best || ep.length > best.len)) best = { group: s.group, len: ep.length };
    }
  }
  return best?.group;
}
