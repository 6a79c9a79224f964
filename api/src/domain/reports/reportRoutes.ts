/**
 * GET /api/admin/reports/defaulters?filter=&sort=&range=  (Defaulter · listView) → DefaulterReportRow[]
 *     with Content-Range 'defaulters 0-24/310', as the engine's lists answer
 * GET /api/admin/reports/defaulters.csv?filter=&sort=     (Defaulter · download) → the same rows as CSV
 *     (204 when none), recorded in the Data exports list
 * GET /api/admin/reports/defaulters/states                (Defaulter · listView) → DefaulterReportState[]
 */
import { Router } from 'express';
import { principalOf, requireAccess } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { CaseStatus } from '../../contracts/caseTransitions';
import type { DefaulterReportState } from '../../contracts/defaulterReport';
import { statusLabel } from '../defaulterCases';
import { streamCsvExport } from '../exports';
import { csvResponse } from '../../http/csvResponse';
import { LIST_JSON_PARAMS, withJsonParams } from '../../http/queryJson';
import { istPlainDate } from '../../validation';
import {
  defaulterReportPage,
  defaulterReportSql,
  defaulterReportStates,
  parseDefaulterReportParams,
  parseReportRange,
} from './defaulterReportQuery';

const CSV_HEADER = [
  'GSTIN',
  'Defaulter',
  'State code',
  'State',
  'Reporters',
  'Cases',
  'Total due',
  'Total settled',
  'Outstanding',
  'Worst status',
  'Last reported',
];

interface CsvRow {
  gstin: string;
  name: string;
  state_code: string;
  state_name: string | null;
  reporters: number;
  cases: number;
  total_due: string;
  total_settled: string;
  outstanding: string;
  worst_status: CaseStatus;
  last_reported_at: Date;
}

export function reportRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/admin/reports/defaulters', requireAccess('Defaulter', 'listView'), async (req, res) => {
    const query = withJsonParams(req.query, LIST_JSON_PARAMS);
    const params = parseDefaulterReportParams(query);
    const page = parseReportRange(query);
    const { rows, total } = await defaulterReportPage(ctx.db, params, page);
    const range = rows.length ? `${page.offset}-${page.offset + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `defaulters ${range}/${total}`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows);
  });

  router.get('/admin/reports/defaulters/states', requireAccess('Defaulter', 'listView'), async (_req, res) => {
    const states: DefaulterReportState[] = await defaulterReportStates(ctx.db);
    res.json(states);
  });

  router.get('/admin/reports/defaulters.csv', requireAccess('Defaulter', 'download'), async (req, res) => {
    const query = withJsonParams(req.query, LIST_JSON_PARAMS);
    const params = parseDefaulterReportParams(query);
    const { sql, bindings } = defaulterReportSql(params);
    await streamCsvExport<CsvRow>(
      ctx,
      principalOf(req),
      {
        resource: 'defaulter-report',
        filter: { ...params.filters, sort: [params.sort.field, params.sort.order.toUpperCase()] },
        fileName: `reported-defaulters_${istPlainDate(new Date())}.csv`,
        header: CSV_HEADER,
        sql,
        bindings,
        toCells: (r) => [
          r.gstin,
          r.name,
          r.state_code,
          r.state_name,
          r.reporters,
          r.cases,
          r.total_due,
          r.total_settled,
          r.outstanding,
          statusLabel(r.worst_status),
          istPlainDate(r.last_reported_at),
        ],
      },
      csvResponse(req, res),
    );
  });

  return router;
}
