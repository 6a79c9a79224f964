/** The bulk-import endpoints (api/src/import/importRoutes.ts), with the session's Bearer token. */
import type { ImportJob, ImportPreview } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { downloadTextFile } from '../../files/fileDownload';
import { postForm } from '../../files/postForm';
import { httpClient } from '../../providers/httpClient';

const enc = encodeURIComponent;

export const previewImport = (resource: string, file: File) =>
  postForm<ImportPreview>(`${API_URL}/import/${enc(resource)}/preview`, { file });

export async function commitImport(importId: string): Promise<void> {
  await httpClient(`${API_URL}/import/jobs/${enc(importId)}/commit`, { method: 'POST', body: '{}' });
}

export async function fetchImportJob(importId: string): Promise<ImportJob> {
  return (await httpClient(`${API_URL}/import/jobs/${enc(importId)}`)).json as ImportJob;
}

export const downloadImportTemplate = (resource: string) =>
  downloadTextFile(`${API_URL}/import/${enc(resource)}/template.csv`, `${resource}-import-template.csv`);
