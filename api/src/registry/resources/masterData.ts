import type { ResourceDef } from '../types';

export const masterDataResources: ResourceDef[] = [];
