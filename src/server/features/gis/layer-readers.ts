import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { LayerFileError } from '../../../engine/gis';

/*
 * Streaming readers for uploaded layer files: one feature or row at a time, so a large file never blocks the
 * event loop for long (the parser yields between chunks) and a bad one stops at the first problem.
 */

/**
 * Reads a GeoJSON FeatureCollection, handing each element of `features` to `onFeature` (1-based number);
 * a file that is not JSON, or not a FeatureCollection, is a LayerFileError.
 */
export async function readGeoJsonFeatures(source: Readable, onFeature: (raw: unknown, n: number) => void): Promise<number> {
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
    throw new LayerFileError(`The file is not valid JSON (${(error as Error).message.replace(/\.$/, '')}); check that it is complete GeoJSON.`);
  }
  if (type !== 'FeatureCollection') {
    throw new LayerFileError(`The file is not a GeoJSON FeatureCollection (its "type" is ${type === null ? 'missing' : `"${String(type)}"`}).`);
  }
  return count;
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
