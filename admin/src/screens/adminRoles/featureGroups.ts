/**
 * Features of the permission matrix grouped by where they live in the admin menu (the first menu
 * group whose route uses the feature, in route-table order), alphabetical within a group, and
 * filtered by a search text. Pure.
 */
export interface FeatureGroup {
  group: string;
  features: string[];
}

export const OTHER_GROUP = 'Other';

export function groupFeatures(
  features: readonly string[],
  homes: ReadonlyArray<{ feature: string; group: string }>,
  groupOrder: readonly string[],
): FeatureGroup[] {
  const home = new Map<string, string>();
  for (const h of homes) if (!home.has(h.feature)) home.set(h.feature, h.group);
  const byGroup = new Map<string, string[]>();
  for (const f of features) {
    const g = home.get(f) ?? OTHER_GROUP;
    byGroup.set(g, [...(byGroup.get(g) ?? []), f]);
  }
  const order = [...groupOrder, OTHER_GROUP];
  const rank = (g: string) => (order.includes(g) ? order.indexOf(g) : order.length);
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, fs]) => ({ group, features: [...fs].sort((a, b) => a.localeCompare(b)) }));
}

/** Groups whose name matches keep every feature; otherwise only features whose title matches. */
export function filterGroups(groups: readonly FeatureGroup[], query: string): FeatureGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((g) => (g.group.toLowerCase().includes(q) ? g : { ...g, features: g.features.filter((f) => f.toLowerCase().includes(q)) }))
    .filter((g) => g.features.length > 0);
}

export const featuresOf = (groups: readonly FeatureGroup[]) => groups.flatMap((g) => g.features);
