import type { ResourceDef } from '../types';

export const businessResources: ResourceDef[] = [];
