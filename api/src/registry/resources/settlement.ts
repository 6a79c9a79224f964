import type { ResourceDef } from '../types';

export const settlementResources: ResourceDef[] = [];
