import type { ResourceDef } from '../types';

export const partnersResources: ResourceDef[] = [];
