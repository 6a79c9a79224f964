/** The report form's document checks before sending (the API checks the same again): required kinds, count, size, type. */
import { REPORT_DOCUMENT_KINDS, REPORT_FILE_MAX_BYTES, type ReportDocumentKind } from '@bakaya/api/contracts';

export const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export type Files = Partial<Record<ReportDocumentKind, File[]>>;
export type FileProblem = 'required' | 'tooLarge' | 'type' | 'tooMany';

/** Per document kind, what is wrong (its message key under cases.report.file_*); kinds with no problem are absent. */
export function fileProblems(files: Partial<Record<ReportDocumentKind, Array<Pick<File, 'size' | 'type'>>>>) {
  const problems: Partial<Record<ReportDocumentKind, FileProblem>> = {};
  for (const kind of REPORT_DOCUMENT_KINDS) {
    const list = files[kind.field] ?? [];
    if (kind.required && list.length === 0) problems[kind.field] = 'required';
    else if (list.length > kind.max) problems[kind.field] = 'tooMany';
    else if (list.some((f) => f.size > REPORT_FILE_MAX_BYTES)) problems[kind.field] = 'tooLarge';
    else if (list.some((f) => f.type && !TYPES.includes(f.type))) problems[kind.field] = 'type';
  }
  return problems;
}
