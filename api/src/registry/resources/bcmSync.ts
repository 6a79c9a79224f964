import type { ResourceDef } from '../types';

export const bcmSyncResources: ResourceDef[] = [];
