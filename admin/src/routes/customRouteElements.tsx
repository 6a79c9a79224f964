import { Route } from 'react-router-dom';
import { adminRoutes } from './adminRoutes';
import { RouteScreen } from './RouteScreen';
import { isServedByResource } from './routeTypes';

/** Every route-table entry that is not one of react-admin's own resource routes. */
export const customRouteElements = adminRoutes
  .filter((r) => !isServedByResource(r))
  .map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />);
