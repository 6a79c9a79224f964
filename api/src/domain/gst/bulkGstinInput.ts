/**
 * The GSTIN list of a bulk GST hit: JSON { gstins: [...] } or a CSV with one column of GSTINs
 * (headed "gstin", or no header at all). Pure: returns the entries or a message to answer 400 with.
 * Entries are trimmed; blank ones are skipped; validity is judged per entry later (an invalid
 * GSTIN is a failed row of the batch, not a failed request).
 */
import Papa from 'papaparse';

export const MAX_ENTRY_LENGTH = 64;
const HEADER_NAMES = new Set(['gstin', 'gstn', 'gst', 'gst number', 'gst_number', 'gst no', 'gst no.', 'gstin number']);

export type ParsedList = { ok: true; gstins: string[] } | { ok: false; message: string };

function finish(entries: string[], max: number): ParsedList {
  const gstins = entries.map((e) => e.trim()).filter((e) => e !== '');
  if (!gstins.length) return { ok: false, message: 'Give at least one GSTIN.' };
  if (gstins.length > max) return { ok: false, message: `At most ${max} GSTINs per request; this one has ${gstins.length}.` };
  const tooLong = gstins.find((g) => g.length > MAX_ENTRY_LENGTH);
  if (tooLong) return { ok: false, message: `"${tooLong.slice(0, 20)}…" is far too long to be a GSTIN (15 characters).` };
  return { ok: true, gstins };
}

export function gstinsFromJson(body: unknown, max: number): ParsedList {
  const list = (body as { gstins?: unknown } | null)?.gstins;
  if (!Array.isArray(list))
    return { ok: false, message: 'Send { "gstins": ["27AAPFU0939F1ZV", …] } or upload a CSV file in the "file" field.' };
  const bad = list.findIndex((g) => typeof g !== 'string');
  if (bad >= 0) return { ok: false, message: `gstins[${bad}] must be text, like "27AAPFU0939F1ZV".` };
  return finish(list as string[], max);
}

export function gstinsFromCsv(text: string, max: number): ParsedList {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((r) => Array.isArray(r) && r.some((c) => c.trim() !== ''));
  if (!rows.length) return { ok: false, message: 'The CSV file is empty. Put one GSTIN per line, in a column headed "gstin".' };
  const header = rows[0]!.map((c) => c.trim().toLowerCase());
  const column = header.findIndex((h) => HEADER_NAMES.has(h));
  if (column >= 0)
    return finish(
      rows.slice(1).map((r) => r[column] ?? ''),
      max,
    );
  // No header: accept a single-column file whose first line already looks like a GSTIN.
  if (/^[0-9A-Za-z]{15}$/.test(rows[0]![0]?.trim() ?? ''))
    return finish(
      rows.map((r) => r[0] ?? ''),
      max,
    );
  return { ok: false, message: 'The CSV needs a column headed "gstin" (or one GSTIN per line and no header).' };
}
