/**
 * Reads the files of a zip from its central directory (enough for the archives we make: no zip64,
 * stored or deflated entries) — so tests can check a downloaded zip without a tool on the machine.
 */
import zlib from 'node:zlib';

interface CentralEntry {
  name: string;
  /** General-purpose bit 11: the name is UTF-8 (APPNOTE 4.4.4), so unzip tools do not read it as CP437. */
  utf8: boolean;
  data: () => Buffer;
}

function* centralDirectory(zip: Buffer): Generator<CentralEntry> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const data = () => {
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const bytes = zip.subarray(dataStart, dataStart + compressed);
      return method === 8 ? zlib.inflateRawSync(bytes) : Buffer.from(bytes);
    };
    yield { name, utf8: (flags & 0x0800) !== 0, data };
    at += 46 + nameLen + extraLen + commentLen;
  }
}

export function zipEntries(zip: Buffer): Map<string, Buffer> {
  return new Map([...centralDirectory(zip)].map((e) => [e.name, e.data()]));
}

/** Each entry's name and whether the zip marks it as UTF-8. */
export function zipEntryNames(zip: Buffer): Array<{ name: string; utf8: boolean }> {
  return [...centralDirectory(zip)].map(({ name, utf8 }) => ({ name, utf8 }));
}
