import type { ResourceDef } from '../types';

export const settingsResources: ResourceDef[] = [];
