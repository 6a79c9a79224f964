import { Route } from 'react-router-dom';
import type { ScreenRegistry } from '../screens/screenTypes';
import { adminRoutes } from './adminRoutes';
import { RouteScreen } from './RouteScreen';
import { isServedByResource } from './routeTypes';

/** Every route-table entry that is not one of react-admin's own resource routes, with the registry's screens. */
export const customRouteElements = (screens: ScreenRegistry) =>
  adminRoutes
    .filter((r) => !isServedByResource(r))
    .map((r) => <Route key={r.path} path={r.path} element={<RouteScreen route={r} screens={screens} />} />);
