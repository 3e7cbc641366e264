import { spawn } from 'node:child_process';
import { OcrUnavailableError, readTesseractTsv, type PageRecogniser, type RecognisedPage } from '../../engine/parse';

export type TesseractOptions = {
  /** The tesseract program (Debian: tesseract-ocr + tesseract-ocr-eng). */
  tesseract?: string;
  /** poppler's page renderer (Debian: poppler-utils). */
  pdftoppm?: string;
  /** Render resolution; 200 dpi reads ordinance text well at about 2 s a page (docs/decisions/017). */
  dpi?: number;
  language?: string;
  /**
   * How Tesseract lays out the page: 'auto' (its default, page segmentation 3) finds columns and blocks, right for an
   * ordinance; 'rows' (4, a single column of lines) keeps a form's label and value on one line (the Permit Assistant).
   */
  layout?: 'auto' | 'rows';
};

const INSTALL_HINT = 'install it as root with "apt-get install -y tesseract-ocr tesseract-ocr-eng poppler-utils" (scripts/provision.sh does this), then parse the document again.';

/** The OCR port on Debian's programs: pdftoppm renders the page to a grey image, Tesseract reads it (TSV, for confidences). */
export class TesseractRecogniser implements PageRecogniser {
  readonly name: string;
  private readonly tesseract: string;
  private readonly pdftoppm: string;
  private readonly dpi: number;
  private readonly language: string;
  private readonly layout: 'auto' | 'rows';

  constructor(options: TesseractOptions = {}) {
    this.tesseract = options.tesseract ?? 'tesseract';
    this.pdftoppm = options.pdftoppm ?? 'pdftoppm';
    this.dpi = options.dpi ?? 200;
    this.language = options.language ?? 'eng';
    this.layout = options.layout ?? 'auto';
    this.name = `Tesseract OCR (${this.language}, ${this.dpi} dpi${this.layout === 'rows' ? ', form rows' : ''})`;
  }

  /** Renders page `pageNumber` (1-based) and recognises it; OcrUnavailableError when a program or the language data is missing. */
  async recognisePage(pdf: Uint8Array, pageNumber: number, signal?: AbortSignal): Promise<RecognisedPage> {
    const image = await this.renderPage(pdf, pageNumber, signal);
    const tsv = await this.recogniseImage(image, signal);
    return readTesseractTsv(tsv);
  }

  /** The page as a PGM image (uncompressed: PNG encoding would cost more than it saves on a pipe). */
  renderPage(pdf: Uint8Array, pageNumber: number, signal?: AbortSignal): Promise<Buffer> {
    const page = String(pageNumber);
    return run(this.pdftoppm, ['-f', page, '-l', page, '-r', String(this.dpi), '-gray', '-'], pdf, signal, 'pdftoppm (poppler-utils)');
  }

  /** Tesseract's TSV for one image; one thread per process, since pages already run side by side. */
  async recogniseImage(image: Uint8Array, signal?: AbortSignal): Promise<string> {
    const args = ['-', '-', '-l', this.language, '--dpi', String(this.dpi), ...(this.layout === 'rows' ? ['--psm', '4'] : []), '-c', 'tessedit_do_invert=0', 'tsv'];
    return (await run(this.tesseract, args, image, signal, 'Tesseract (tesseract-ocr)', { OMP_THREAD_LIMIT: '1' })).toString('utf8');
  }
}

/** Runs a program with `input` on stdin and returns its stdout; a missing program or language becomes OcrUnavailableError. */
function run(program: string, args: string[], input: Uint8Array, signal: AbortSignal | undefined, label: string, env: Record<string, string> = {}): Promise<Buffer> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env }, signal });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(new OcrUnavailableError(`${label} is not installed on this server (${program} not found): ${INSTALL_HINT}`));
      else if (error.name === 'AbortError') reject(signal?.reason ?? error);
      else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out));
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (/Failed loading language|Error opening data file/i.test(stderr)) {
        reject(new OcrUnavailableError(`${label} has no language data for "${args[args.indexOf('-l') + 1]}": ${INSTALL_HINT}`));
      } else {
        reject(new Error(`${label} failed (exit ${code}): ${stderr.slice(0, 500)}`));
      }
    });
    // The program may exit before reading all its input (a bad file): that is reported by 'close', not as EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
