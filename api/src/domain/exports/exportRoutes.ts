/**
 * GET /api/admin/exports/agent-revenue.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&agent_id=  (Agent Revenue · download)
 *   → text/csv (a header row, amounts as decimal strings, IST dates YYYY-MM-DD), the file name in
 *     Content-Disposition; 204 when the period has no revenue. Each request is an export_jobs row.
 * Refusals: 400 a missing or bad date, an end before the start, an unknown agent; 403 no download
 * permission, or a start further back than the admin's export-days setting allows.
 *
 * GET /api/exports/:uuid/download (signed in) → a finished export's file (./exportDownload.ts):
 *   its requester, or staff with Export Data · download; 404 / 403 / 409 not finished / 410 expired.
 */
import { Router } from 'express';
import { principalOf, requireAccess } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { AGENT_REVENUE_CSV_COLUMNS, AGENT_REVENUE_EXPORT_RESOURCE } from '../../contracts/agentRevenueExport';
import {
  agentRevenueCells,
  agentRevenueFileName,
  agentRevenueSql,
  assertAgentExists,
  assertWithinExportDays,
  exportDaysLimit,
  parseAgentRevenueQuery,
  type AgentRevenueRow,
} from './agentRevenueExport';
import { csvResponse } from '../../http/csvResponse';
import { streamCsvExport } from './csvExport';
import { contentDisposition } from '../../http/contentDisposition';
import { openExportDownload } from './exportDownload';
import { localDiskStorage } from '../../storage/localDiskStorage';

export function exportRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/admin/exports/agent-revenue.csv', requireAccess('Agent Revenue', 'download'), async (req, res) => {
    const who = principalOf(req);
    const query = parseAgentRevenueQuery(req.query as Record<string, unknown>);
    assertWithinExportDays(query.from, await exportDaysLimit(ctx.db, who));
    await assertAgentExists(ctx.db, query.agent_id);
    const { sql, bindings } = agentRevenueSql(query);
    await streamCsvExport<AgentRevenueRow>(
      ctx,
      who,
      {
        resource: AGENT_REVENUE_EXPORT_RESOURCE,
        filter: { ...query },
        fileName: agentRevenueFileName(query),
        header: AGENT_REVENUE_CSV_COLUMNS,
        sql,
        bindings,
        toCells: agentRevenueCells,
      },
      csvResponse(req, res),
    );
  });

  router.get('/exports/:uuid/download', async (req, res) => {
    const { name, contentType, file } = await openExportDownload(
      ctx.db,
      ctx.storage ?? localDiskStorage(),
      principalOf(req),
      String(req.params.uuid),
    );
    // An attachment under the server-made name (Content-Disposition and Download-Filename), with nosniff.
    res.status(200);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition('attachment', name));
    res.setHeader('Download-Filename', encodeURIComponent(name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    file.stream.on('error', (err) => res.destroy(err));
    file.stream.pipe(res);
  });

  return router;
}
