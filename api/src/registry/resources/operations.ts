import type { ResourceDef } from '../types';

export const operationsResources: ResourceDef[] = [];
