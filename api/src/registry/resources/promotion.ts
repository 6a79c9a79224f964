import type { ResourceDef } from '../types';

export const promotionResources: ResourceDef[] = [];
