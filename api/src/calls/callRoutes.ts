import { Router } from 'express';
import type { AppContext } from '../context';
import { cirDataRoutes } from './cirDataRoutes';
import { memberAccountRoutes } from './memberAccountRoutes';
import { moneyMemberRoutes } from './moneyMemberRoutes';
import { moneyStaffRoutes } from './moneyStaffRoutes';
import { publicCallRoutes } from './publicCallRoutes';
import { staffSettingsRoutes } from './staffSettingsRoutes';
import { staffUserRoutes } from './staffUserRoutes';
import { transactionDataRoutes } from './transactionDataRoutes';
import { userLookupRoutes } from './userLookupRoutes';

/**
 * The calls of spec §7 on their own paths (issue 8 §5), beside the sign-in calls of auth/. Mounted
 * before the engine's generic /:resource routes, which would otherwise take two-segment paths such
 * as /data/consent-text. The decisions where the spec is silent are in the README ("API calls of spec §7").
 */
export const callRoutes = (ctx: AppContext) =>
  Router().use(
    publicCallRoutes(ctx),
    memberAccountRoutes(ctx),
    userLookupRoutes(ctx),
    staffUserRoutes(ctx),
    staffSettingsRoutes(ctx),
    moneyMemberRoutes(ctx),
    moneyStaffRoutes(ctx),
    transactionDataRoutes(ctx),
    cirDataRoutes(ctx),
  );
