import type { ResourceDef } from '@bakaya/api/registry';
import { useResourceContext } from 'react-admin';
import { findResource } from '../registry/resourceIndex';

/** The registry entry of the current react-admin resource (whose name is the entry's route). */
export function useResourceDef(explicit?: ResourceDef): ResourceDef {
  const name = useResourceContext();
  const def = explicit ?? findResource(name);
  if (!def) throw new Error(`No registry resource for "${name}".`);
  return def;
}
