import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

export type StagedFile = {
  /** sha256 of the content: the key the file is stored under once committed. */
  key: string;
  size: number;
  /** The first bytes, for sniffing the type. */
  head: Buffer;
  tempPath: string;
};

const HEAD_BYTES = 8192;

/** Uploaded files, addressed by content hash under one directory; writes go to a temp file first so a failed upload leaves nothing behind. */
export class FileStore {
  constructor(private readonly root: string) {}

  /** Streams an upload to a temp file while hashing it; the caller commits or discards it. */
  async stage(source: Readable): Promise<StagedFile> {
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tempPath = join(tmpDir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
    const hash = createHash('sha256');
    let size = 0;
    const headParts: Buffer[] = [];
    let headLength = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          headParts.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { key: hash.digest('hex'), size, head: Buffer.concat(headParts), tempPath };
  }

  /** Moves a staged file to its content address (a no-op when identical content is already stored). */
  async commit(staged: StagedFile): Promise<string> {
    const target = this.pathOf(staged.key);
    await mkdir(join(target, '..'), { recursive: true });
    await rename(staged.tempPath, target);
    return staged.key;
  }

  async discard(staged: StagedFile | null | undefined): Promise<void> {
    if (staged) await rm(staged.tempPath, { force: true });
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async readStaged(staged: StagedFile): Promise<Buffer> {
    return readFile(staged.tempPath);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  stream(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.pathOf(key) + '.derived', { force: true, recursive: true });
  }

  /** A file derived from a stored one (e.g. its OCR text), or null when none was written. */
  async readDerived(key: string, name: string): Promise<Buffer | null> {
    return readFile(this.derivedPathOf(key, name)).catch(() => null);
  }

  /** Stores a file derived from a stored one; written to a temp file and renamed, so readers never see half of it. */
  async writeDerived(key: string, name: string, data: Buffer): Promise<void> {
    const target = this.derivedPathOf(key, name);
    await mkdir(join(target, '..'), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  private derivedPathOf(key: string, name: string): string {
    const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_');
    return join(this.pathOf(key) + '.derived', safe);
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a file key: ${key}`);
    return join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }
}
