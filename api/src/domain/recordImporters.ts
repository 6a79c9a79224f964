/**
 * The lists whose bulk import is not the generic one (api/src/import/recordImporter.ts): each row
 * goes through its component's own service. Every other importable list uses the engine's createMany.
 */
import type { RecordImporter } from '../import/recordImporter';
import { reportImporter } from './defaulterCases/reportImport';

const IMPORTERS: ReadonlyMap<string, RecordImporter> = new Map([['defaulter-cases', reportImporter]]);

export const recordImporterFor = (resource: string): RecordImporter | undefined => IMPORTERS.get(resource);
