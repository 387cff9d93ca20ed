import { crc32, deflateRawSync } from "node:zlib";

/** One file of a generated zip; `store` keeps it uncompressed (ODF's `mimetype` must be). */
export interface ZipFile {
  name: string;
  data: string | Buffer;
  store?: boolean;
  /** Claim this uncompressed size in the headers instead of the true one (for lying zip bombs). */
  claimedSize?: number;
  /** Already deflated content (`data` is then ignored): lets a bomb reuse one compressed chunk. */
  deflated?: { data: Buffer; size: number; crc: number };
}

/** A tiny zip writer for test fixtures (DOCX, XLSX, ODT are zips): deflate or store, no zip64. */
export function writeZip(files: readonly ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const raw = typeof file.data === "string" ? Buffer.from(file.data, "utf8") : file.data;
    const data = file.deflated?.data ?? (file.store === true ? raw : deflateRawSync(raw));
    const name = Buffer.from(file.name, "utf8");
    const crc = file.deflated?.crc ?? crc32(raw);
    const size = file.claimedSize ?? file.deflated?.size ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(file.store === true ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(file.store === true ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
