/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a server ran for one request of each shape (captured
 * through serverChild), with a one-line outline of each plan, for the benchmarks' reports.
 */
import type pg from 'pg';
import type { CapturedQuery } from './serverChild';

/** "Limit > Sort [top-N heapsort] > Seq Scan on defaulter_cases": the plan's nodes, outermost first. */
export function planOutline(plan: string[]): string {
  const nodes: string[] = [];
  for (const line of plan) {
    const node = /^\s*(?:->\s*)?(.+?)\s+\(cost=/.exec(line);
    if (node) {
      nodes.push(node[1]!.replace(/ on defaulter_cases\b/, ''));
      continue;
    }
    // The first "Sort Method" under a node (parallel workers repeat it).
    const sort = /Sort Method: ([a-zA-Z-]+(?: [a-zA-Z-]+)?)\s+(?:Average\s+)?(Memory|Disk): (\S+)/.exec(line);
    if (sort && nodes.length && !nodes[nodes.length - 1]!.endsWith(']')) {
      nodes[nodes.length - 1] += ` [${sort[1]}, ${sort[2] === 'Disk' ? 'disk ' : ''}${sort[3]}]`;
    }
  }
  return nodes.join(' > ');
}

/** auth: the session look-up; setup: a once-per-process read (the columns' nullability); count; rows. */
export const statementKind = (sql: string) =>
  /from "sessions"/i.test(sql) ? 'auth' : /information_schema/i.test(sql) ? 'setup' : /count\(\*\)/i.test(sql) ? 'count' : 'rows';

/** EXPLAIN (ANALYZE, BUFFERS) of each statement a server ran for one request of the shape. */
export async function explainAll(admin: pg.Client, captured: Array<{ shape: { key: string }; server: string; queries: CapturedQuery[] }>) {
  const out: string[] = [];
  const summary: Array<{ shape: string; server: string; kind: string; statement: string; executionMs: number | null; plan: string }> = [];
  for (const { shape, server, queries } of captured) {
    for (const query of queries) {
      if (!/^\s*select/i.test(query.text)) continue;
      const { rows } = await admin.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values as unknown[]);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const exec = plan.find((l) => l.startsWith('Execution Time'));
      const executionMs = exec ? Number(/([\d.]+) ms/.exec(exec)?.[1]) : null;
      summary.push({
        shape: shape.key,
        server,
        kind: statementKind(query.text),
        statement: query.text,
        executionMs,
        plan: planOutline(plan),
      });
      out.push(`=== ${shape.key} · ${server}\n${query.text}\n-- values: ${JSON.stringify(query.values)}\n${plan.join('\n')}\n`);
    }
  }
  return { text: out.join('\n'), summary };
}
