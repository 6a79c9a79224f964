/**
 * A CSV download as an HTTP answer, for a route that streams an export (domain/exports/csvExport.ts
 * runs the query and says what to write): 200 with text/csv and the file's name once the first rows
 * are ready, each chunk written with back-pressure, 204 No Content when there were no rows.
 */
import { once } from 'node:events';
import type { Request, Response } from 'express';
import { contentDisposition } from './contentDisposition';

/** Resolves when the chunk is written or buffered; false when the client went away. */
async function write(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  const ac = new AbortController();
  try {
    const winner = await Promise.race([
      once(res, 'drain', { signal: ac.signal }).then(() => true),
      once(res, 'close', { signal: ac.signal }).then(() => false),
    ]);
    return winner;
  } finally {
    ac.abort();
  }
}

export function csvResponse(req: Request, res: Response) {
  return {
    begin(fileName: string) {
      res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', contentDisposition('attachment', fileName));
      res.setHeader('Cache-Control', 'private, no-store');
    },
    write: (chunk: string) => write(res, chunk),
    get started() {
      return res.headersSent;
    },
    abort(err: unknown, jobId: number) {
      req.log?.error({ err, export_job: jobId }, 'CSV export failed mid-stream');
      res.destroy(err as Error);
    },
    empty() {
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(204).end();
    },
    end: () => void res.end(),
  };
}
