import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { LayerFileError } from '../../../engine/gis';

/*
 * Readers for uploaded layer files, handing over one feature or row at a time and yielding to the event loop as they
 * go, so a large file never holds up other requests for long and a bad one stops at the first problem.
 */

/**
 * Files up to this size are parsed whole with JSON.parse: it is some 40 times faster than a streaming parser and
 * blocks for about 10 ms per MB. Larger files (up to the upload limit) stream, one feature at a time.
 */
export const WHOLE_PARSE_MAX_BYTES = 16 * 1024 * 1024;
/** Checking features yields to the event loop after this much work, so other requests are served meanwhile. */
const YIELD_AFTER_MS = 15;

function notJson(error: unknown): LayerFileError {
  return new LayerFileError(`The file is not valid JSON (${(error as Error).message.replace(/\.$/, '')}); check that it is complete GeoJSON.`);
}

function notCollection(type: unknown): LayerFileError {
  return new LayerFileError(`The file is not a GeoJSON FeatureCollection (its "type" is ${type === null || type === undefined ? 'missing' : `"${String(type)}"`}).`);
}

async function readWhole(source: Readable, onFeature: (raw: unknown, n: number) => void): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw notJson(error);
  }
  const collection = json && typeof json === 'object' && !Array.isArray(json) ? (json as { type?: unknown; features?: unknown }) : {};
  if (collection.type !== 'FeatureCollection') throw notCollection(collection.type);
  if (!Array.isArray(collection.features)) throw new LayerFileError('The FeatureCollection has no "features" list.');
  let slice = performance.now();
  for (const [i, feature] of collection.features.entries()) {
    onFeature(feature, i + 1);
    if (performance.now() - slice > YIELD_AFTER_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  return collection.features.length;
}

async function readStreamed(source: Readable, onFeature: (raw: unknown, n: number) => void): Promise<number> {
  // Picks the top-level "type" and each element of "features"; nothing else of the file is kept.
  const pipeline = chain([source, parser(), pick({ filter: /^(type|features\.\d+)$/ }), streamValues()]);
  let type: unknown = null;
  let count = 0;
  try {
    for await (const item of pipeline as AsyncIterable<{ value: unknown }>) {
      if (typeof item.value === 'string' && type === null && count === 0) {
        type = item.value;
        continue;
      }
      count += 1;
      onFeature(item.value, count);
    }
  } catch (error) {
    source.destroy();
    if (error instanceof LayerFileError) throw error;
    throw notJson(error);
  }
  if (type !== 'FeatureCollection') throw notCollection(type);
  return count;
}

/**
 * Reads a GeoJSON FeatureCollection of `size` bytes, handing each element of `features` to `onFeature` (1-based
 * number); a file that is not JSON, or not a FeatureCollection, is a LayerFileError.
 */
export function readGeoJsonFeatures(source: Readable, size: number, onFeature: (raw: unknown, n: number) => void): Promise<number> {
  return size <= WHOLE_PARSE_MAX_BYTES ? readWhole(source, onFeature) : readStreamed(source, onFeature);
}

/**
 * Reads a CSV with a header line: `onHeader` gets the column names first, then `onRow` each record with its line
 * number; a malformed CSV is a LayerFileError naming the line.
 */
export async function readCsvRows(
  source: Readable,
  onHeader: (header: string[]) => void,
  onRow: (row: Record<string, string>, line: number) => void,
): Promise<number> {
  let count = 0;
  const csv = parseCsv({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    info: true,
    columns: (header: string[]) => {
      onHeader(header);
      return header;
    },
  });
  source.pipe(csv);
  source.on('error', (error) => csv.destroy(error));
  try {
    for await (const record of csv as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      count += 1;
      onRow(record.record, record.info.lines);
    }
  } catch (error) {
    source.destroy();
    if (error instanceof LayerFileError) throw error;
    throw new LayerFileError(`The CSV could not be read: ${(error as Error).message}`);
  }
  return count;
}
