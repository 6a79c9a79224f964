import type { ResourceDef } from '../types';

export const contentResources: ResourceDef[] = [];
