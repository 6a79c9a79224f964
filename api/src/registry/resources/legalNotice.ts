import type { ResourceDef } from '../types';

export const legalNoticeResources: ResourceDef[] = [];
