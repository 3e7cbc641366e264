import { join, resolve } from 'node:path';
import { PLANTED } from '../../scripts/planted-conflicts';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../../src/server/features/pipeline/ingest-files';
import { FileStore } from '../../src/server/storage/file-store';
import type { TestApp } from './app';
import { CORPUS_DIR } from './corpus';

/** The planted test set of the conflict scan (scripts/plant-conflicts.ts). */
export const PLANTED_DIR = resolve(import.meta.dirname, '../fixtures/conflicts');

/** The path of a corpus file ('dc/…', 'pdf/…') or a planted file. */
export function plantedSetPath(file: string): string {
  return file.includes('/') ? join(CORPUS_DIR, file) : join(PLANTED_DIR, file);
}

/** The name a file is published under: a planted document's own name, else the file name. */
export function plantedSetName(path: string): string {
  const base = path.split('/').at(-1) ?? path;
  return PLANTED.documents.find((d) => d.file === base)?.name ?? base;
}

/**
 * Publishes corpus and planted files for a new municipality through the real pipeline (as Manage Documents does);
 * returns the municipality and each file's document id.
 */
export async function publishPlantedSet(t: TestApp, name: string, files: string[]): Promise<{ municipalityId: number; documentIds: Map<string, number> }> {
  const db = t.app.ordo.database.db;
  const municipality = await ensureMunicipality(db, { name });
  const published = await ingestFiles(
    { db, files: new FileStore(t.app.ordo.config.storageDir) },
    { paths: files.map(plantedSetPath), municipalityId: municipality.id, userId: null },
    { describe: (path) => ({ name: plantedSetName(path) }) },
  );
  return { municipalityId: municipality.id, documentIds: new Map(published.map((p, i) => [files[i], p.documentId])) };
}
