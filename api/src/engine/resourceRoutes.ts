import { Router } from 'express';
import type { AppContext } from '../context';

export function resourceRoutes(_ctx: AppContext) {
  return Router();
}
