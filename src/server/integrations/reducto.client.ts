import { z } from 'zod';
import type { FileKind, ParsedDocument } from '../../engine/parse';

/** Reducto's parse answer, as much of it as Ordo reads: chunks of blocks, each block on a page. */
const ReductoBlock = z.object({
  type: z.string().optional(),
  content: z.string().default(''),
  bbox: z.object({ page: z.number().int().min(1) }).passthrough(),
});
const ReductoChunks = z.array(z.object({ content: z.string().default(''), blocks: z.array(ReductoBlock).default([]) }).passthrough());
const ReductoParseResponse = z.object({
  job_id: z.string().optional(),
  result: z.discriminatedUnion('type', [
    z.object({ type: z.literal('full'), chunks: ReductoChunks }),
    z.object({ type: z.literal('url'), url: z.string().url() }),
  ]),
});
const ReductoUpload = z.object({ file_id: z.string().min(1) });

export type ReductoOptions = { apiKey: string; baseUrl: string; timeoutMs?: number };
export class ReductoError extends Error {}

/**
 * A client for Reducto's hosted parser, used only when REDUCTO_API_KEY is set: upload the file,
 * parse it, and turn the blocks back into pages of text.
 */
export class ReductoClient {
  constructor(private readonly options: ReductoOptions) {}

  async parse(bytes: Uint8Array, fileName: string, kind: FileKind, signal?: AbortSignal): Promise<ParsedDocument> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const upload = ReductoUpload.parse(await this.call('/upload', { method: 'POST', body: form }, signal));
    const parsed = ReductoParseResponse.safeParse(
      await this.call(
        '/parse',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: upload.file_id }) },
        signal,
      ),
    );
    if (!parsed.success) throw new ReductoError(`Reducto answered in an unexpected shape: ${z.prettifyError(parsed.error)}`);
    let chunks = parsed.data.result.type === 'full' ? parsed.data.result.chunks : null;
    if (parsed.data.result.type === 'url') {
      const res = await fetch(parsed.data.result.url, { signal });
      if (!res.ok) throw new ReductoError(`Could not fetch Reducto's result (${res.status}).`);
      chunks = ReductoChunks.parse(await res.json());
    }
    return toParsedDocument(chunks ?? [], kind);
  }

  private async call(path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 120_000);
    const res = await fetch(new URL(path, this.options.baseUrl), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${this.options.apiKey}` },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new ReductoError(`Reducto ${path} failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  }
}

/**
 * More pages than any code of ordinances has: a page number past it is a fault of the answer, not a page (the pages
 * array is sized by the highest page number, so it must be bounded before it is built).
 */
export const MAX_REDUCTO_PAGES = 10_000;

function toParsedDocument(chunks: { blocks: z.infer<typeof ReductoBlock>[] }[], kind: FileKind): ParsedDocument {
  const byPage = new Map<number, string[]>();
  for (const chunk of chunks) {
    for (const block of chunk.blocks) {
      const lines = byPage.get(block.bbox.page) ?? [];
      lines.push(block.content);
      byPage.set(block.bbox.page, lines);
    }
  }
  const last = Math.max(0, ...byPage.keys());
  if (last > MAX_REDUCTO_PAGES) {
    throw new ReductoError(`Reducto reported a block on page ${last.toLocaleString('en-US')}, more pages than a document can have (${MAX_REDUCTO_PAGES.toLocaleString('en-US')}).`);
  }
  const pages = Array.from({ length: last }, (_, i) => {
    const text = (byPage.get(i + 1) ?? []).join('\n').trim();
    return { number: i + 1, text, hasTextLayer: text.length > 0 };
  });
  const empty = pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  return {
    parser: `reducto (${kind})`,
    pages,
    warnings: empty.length ? [`Reducto found no text on page(s) ${empty.join(', ')}.`] : [],
  };
}
