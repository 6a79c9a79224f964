/**
 * Records that are one uploaded file each (registry `upload`): case and transaction evidence,
 * policy documents. The file is checked by its contents (not its name or the client's type), stored
 * under a random key, and the record created through the engine's one write pipeline with the file
 * columns set by the server. If the record is refused, the stored file is removed again.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_TYPES } from '../contracts/media';
import { displayName } from '../media/mediaUpload';
import { sniffMediaType } from '../media/mediaTypes';
import type { ResourceDef, UploadSpec } from '../registry/types';
import { FileNotFoundError, InvalidStoragePathError, type FileStorage } from '../storage/fileStorage';
import { extensionOf } from '../storage/storageKeys';
import { createRecord, getRecord, type EngineCall } from './resourceService';
import { refusal } from '../domain/errors';

export interface IncomingFile {
  originalName: string;
  buffer: Buffer;
}

const acceptedLabels = (spec: UploadSpec) => spec.accept.map((k) => MEDIA_TYPES[k].label.replace(/ (image|document)$/, '')).join(', ');

/** The detected type of the file, or a 400 naming what is accepted. */
export function checkUploadedFile(spec: UploadSpec, file: IncomingFile) {
  if (!file.buffer.length) throw refusal('FILE_EMPTY', {}, ['file']);
  const type = sniffMediaType(file.buffer);
  const kind = spec.accept.find((k) => MEDIA_TYPES[k] === type);
  if (!type || !kind) throw refusal('FILE_TYPE_NOT_ACCEPTED', { types: acceptedLabels(spec) }, ['file']);
  const ext = extensionOf(file.originalName);
  if (!(type.extensions as readonly string[]).includes(ext)) {
    throw refusal('FILE_WRONG_EXTENSION', { type: type.label, ext: type.extensions[0]! }, ['file']);
  }
  return type;
}

/** Multipart text fields → a record body: blank fields are left out (a form sends '' for "not given"). */
export function fieldsOfForm(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  // fromEntries defines own properties: a field named __proto__ stays a field (and is refused as unknown), not a prototype.
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
}

/** The file columns the server sets on a record, from the file it stored. */
export interface StoredFileColumns {
  file_path: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  /** Hex SHA-256 of the bytes stored. */
  sha256: string;
}

/**
 * Checks a file by its contents against the upload spec and stores it. The caller writes the
 * columns in its transaction and, if that fails, removes `file_path` again.
 */
export async function storeCheckedFile(spec: UploadSpec, file: IncomingFile, storage: FileStorage): Promise<StoredFileColumns> {
  const type = checkUploadedFile(spec, file);
  const stored = await storage.put(Readable.from(file.buffer), {
    name: file.originalName,
    mime: type.mime,
    folder: spec.folder,
    maxBytes: spec.maxBytes,
  });
  return {
    file_path: stored.path,
    original_name: displayName(file.originalName),
    mime_type: type.mime,
    size_bytes: stored.size,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
  };
}

export async function createUploadedRecord(
  r: ResourceDef,
  file: IncomingFile | undefined,
  body: unknown,
  call: EngineCall,
  storage: FileStorage,
) {
  if (!file) throw refusal('UPLOAD_CHOOSE_FILE', {}, ['file']);
  const { sha256, ...columns } = await storeCheckedFile(r.upload!, file, storage);
  try {
    return await createRecord(r, fieldsOfForm(body), call, { ...columns, ...('sha256' in r.fields ? { sha256 } : {}) });
  } catch (err) {
    await storage.remove(columns.file_path).catch(() => {});
    throw err;
  }
}

/** The file of a record the caller may see (same scope as GET /api/<name>/:id). */
export async function openUploadedFile(r: ResourceDef, id: number, call: EngineCall, storage: FileStorage) {
  const record = await getRecord(r, id, call);
  const row = await call.app.db(r.table).where({ id }).first('file_path');
  const missing = () => refusal('RECORD_FILE_MISSING', { label: r.recordLabel.toLowerCase(), id });
  if (!row?.file_path) throw missing();
  try {
    const file = await storage.get(String(row.file_path));
    return {
      ...file,
      record,
      name: String(record.original_name ?? 'file'),
      mime: String(record.mime_type ?? 'application/octet-stream'),
    };
  } catch (err) {
    // A path this storage could not have made (e.g. written before uploads were server-side) is not served.
    if (err instanceof FileNotFoundError || err instanceof InvalidStoragePathError) throw missing();
    throw err;
  }
}
