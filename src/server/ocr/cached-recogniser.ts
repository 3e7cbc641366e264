import type { PageRecogniser, RecognisedPage } from '../../engine/parse';
import type { FileStore } from '../storage/file-store';

/**
 * A recogniser that keeps each page's result beside the stored file, so the parse, split and extract jobs
 * (which each read the document) recognise a page once. Results are keyed by file, recogniser and page.
 */
export function cachedRecogniser(base: PageRecogniser, files: FileStore, fileKey: string): PageRecogniser {
  const entry = (page: number) => `ocr-${base.name}-p${page}.json`;
  return {
    name: base.name,
    async recognisePage(pdf, pageNumber, signal) {
      const cached = await files.readDerived(fileKey, entry(pageNumber));
      if (cached) {
        const value = JSON.parse(cached.toString('utf8')) as RecognisedPage;
        if (typeof value.text === 'string') return value;
      }
      const result = await base.recognisePage(pdf, pageNumber, signal);
      await files.writeDerived(fileKey, entry(pageNumber), Buffer.from(JSON.stringify(result)));
      return result;
    },
  };
}
