import type { PageRecogniser } from '../../engine/parse';
import { TesseractRecogniser } from './tesseract.recogniser';

export { cachedRecogniser } from './cached-recogniser';
export { TesseractRecogniser, type TesseractOptions } from './tesseract.recogniser';

let shared: PageRecogniser | undefined;

/** The server's OCR: Tesseract through Debian's programs (a missing program is reported when a scanned page needs it). */
export function serverRecogniser(): PageRecogniser {
  shared ??= new TesseractRecogniser();
  return shared;
}
