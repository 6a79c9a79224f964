import { Router } from 'express';

export function openApiRoutes() {
  return Router();
}
