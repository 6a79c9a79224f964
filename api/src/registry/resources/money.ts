import type { ResourceDef } from '../types';

export const moneyResources: ResourceDef[] = [];
