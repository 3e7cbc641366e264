/** A line of the text being chunked, with the page it came from; '' is a blank line (paragraph break). */
export type PagedLine = { text: string; page: number };

/** A piece of text that is never split further, with what joins it to the piece before. */
type Atom = { text: string; page: number; sep: string };

/** A finished chunk. */
export type PagedChunk = { pageNumber: number; content: string };

/** Groups lines into paragraphs at blank lines and page changes; each paragraph keeps the page of its first line. */
export function paragraphs(lines: readonly PagedLine[]): { text: string; page: number }[] {
  const out: { text: string; page: number }[] = [];
  let current: PagedLine[] = [];
  const flush = () => {
    if (current.length) out.push({ text: current.map((l) => l.text).join('\n'), page: current[0].page });
    current = [];
  };
  for (const line of lines) {
    if (!line.text.trim()) { flush(); continue; }
    if (current.length && current[0].page !== line.page) flush();
    current.push(line);
  }
  flush();
  return out;
}

// A paragraph goes whole into the current chunk when it fits; when it does not and the chunk is at least half full,
// it starts the next chunk; otherwise (or when it is longer than a chunk) it is cut at line ends, then sentence
// ends, then spaces. Only a single word longer than `size` is ever cut mid-word.
/** Packs paragraphs into chunks of at most `size` characters, cutting inside a paragraph only at line, sentence or word boundaries. */
export function packParagraphs(paras: readonly { text: string; page: number }[], size: number): PagedChunk[] {
  const chunks: PagedChunk[] = [];
  let text = '';
  let page = 0;
  const flush = () => {
    const content = text.trim();
    if (content) chunks.push({ pageNumber: page, content });
    text = '';
  };
  const append = (piece: string, piecePage: number, sep: string) => {
    if (!text) { text = piece; page = piecePage; } else text += sep + piece;
  };
  for (const para of paras) {
    if (text && text.length + 2 + para.text.length <= size) { append(para.text, para.page, '\n\n'); continue; }
    if (text && text.length >= size / 2) flush();
    if (!text && para.text.length <= size) { append(para.text, para.page, ''); continue; }
    const atoms: Atom[] = [];
    atomize(para.text, para.page, '\n\n', size, atoms, 0, true);
    for (const atom of atoms) {
      if (text && text.length + atom.sep.length + atom.text.length > size) flush();
      append(atom.text, atom.page, atom.sep);
    }
  }
  flush();
  return chunks;
}

const LEVELS: { split: (t: string) => string[]; sep: string }[] = [
  { split: (t) => t.split('\n'), sep: '\n' },
  // Sentence ends: punctuation, optional closing quote/bracket, space, then something that can start a sentence.
  { split: (t) => t.split(/(?<=[.!?;:][”"’)\]]?)\s+(?=[A-Z0-9(“"§[])/), sep: ' ' },
  { split: (t) => t.split(/\s+/), sep: ' ' },
];

function atomize(text: string, page: number, sep: string, size: number, out: Atom[], level = 0, forceLines = false): void {
  if (text.length <= size && !forceLines) { out.push({ text, page, sep }); return; }
  if (level >= LEVELS.length) {
    // A "word" longer than a whole chunk (a URL, a run of underscores): cut it where it must be cut.
    for (let i = 0; i < text.length; i += size) out.push({ text: text.slice(i, i + size), page, sep: i === 0 ? sep : '' });
    return;
  }
  const { split, sep: inner } = LEVELS[level];
  const parts = split(text).filter((p) => p.trim());
  if (parts.length <= 1) { atomize(text, page, sep, size, out, level + 1); return; }
  parts.forEach((part, i) => atomize(part, page, i === 0 ? sep : inner, size, out, level + 1));
}
