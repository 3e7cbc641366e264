import type { PageRecogniser } from '../../engine/parse';
import { TesseractRecogniser } from './tesseract.recogniser';

export { cachedRecogniser } from './cached-recogniser';
export { TesseractRecogniser, type TesseractOptions } from './tesseract.recogniser';

let shared: PageRecogniser | undefined;
let forms: PageRecogniser | undefined;

/** The server's OCR: Tesseract through Debian's programs (a missing program is reported when a scanned page needs it). */
export function serverRecogniser(): PageRecogniser {
  shared ??= new TesseractRecogniser();
  return shared;
}

/** The server's OCR for filled-in forms (permit applications): rows kept whole, so a label stays beside its value. */
export function formRecogniser(): PageRecogniser {
  forms ??= new TesseractRecogniser({ layout: 'rows' });
  return forms;
}
