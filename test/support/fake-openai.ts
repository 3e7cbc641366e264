import { createHash } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: unknown };
  tools?: { type: 'function'; function: { name: string } }[];
};

/** What the fake answers a chat request with: an object (sent as JSON) or raw text. */
export type ChatReply = (request: ChatRequest) => unknown;

export type FakeOpenAi = {
  /** The base URL to configure, ending in /v1. */
  url: string;
  chatRequests: ChatRequest[];
  embeddingRequests: { model: string; input: string[]; dimensions?: number }[];
  replyWith(reply: ChatReply): void;
  /**
   * Holds requests unanswered from now on (a provider that hangs): chat requests with `chats`, and
   * embedding requests after the next `embeddingsAfter` ones. A held request whose client has gone
   * (a killed worker) is simply dropped.
   */
  hold(options: { chats?: boolean; embeddingsAfter?: number }): void;
  /** Stops holding and answers every request still waiting. */
  release(): void;
  /** How many requests are being held now. */
  readonly held: number;
  close(): Promise<void>;
};

// Words that mean the same thing to the fake embedder, so a paraphrase lands near the text it paraphrases.
const CONCEPTS: Record<string, string> = {
  noise: 'noise', sound: 'noise', loud: 'noise', music: 'noise', tunes: 'noise', amplified: 'noise', racket: 'noise',
  dark: 'night', night: 'night', evening: 'night', bedtime: 'night', played: 'noise',
  dog: 'dog', dogs: 'dog', puppy: 'dog', pet: 'dog', leash: 'dog', leashed: 'dog',
  snow: 'snow', snowfall: 'snow', blizzard: 'snow', shovel: 'snow', sidewalk: 'snow', sidewalks: 'snow',
};
const DIMENSIONS = 1536;

/** A deterministic embedding: hashed bag of concepts (words mapped through CONCEPTS), L2-normalised. */
function fakeEmbedding(text: string, dimensions = DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length < 3) continue;
    const concept = CONCEPTS[word] ?? word;
    const hash = createHash('sha256').update(concept).digest();
    vector[hash.readUInt32BE(0) % dimensions] += CONCEPTS[word] ? 3 : 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

/**
 * A fake OpenAI-compatible server on 127.0.0.1: `POST /v1/chat/completions` (answers with the
 * reply function's object as the message content, or as a tool call when tools are offered) and
 * `POST /v1/embeddings` (fakeEmbedding vectors). It records every request.
 */
export async function startFakeOpenAi(options: { dimensions?: number } = {}): Promise<FakeOpenAi> {
  let reply: ChatReply = () => ({});
  const chatRequests: ChatRequest[] = [];
  const embeddingRequests: FakeOpenAi['embeddingRequests'] = [];
  let holding: { chats: boolean; embeddingsFrom: number | null } = { chats: false, embeddingsFrom: null };
  const waiting = new Set<() => void>();
  /** Resolves at once unless this request is to be held; then when release() is called. */
  const gate = (held: boolean) =>
    held
      ? new Promise<void>((resolve) => {
          const go = () => {
            waiting.delete(go);
            resolve();
          };
          waiting.add(go);
        })
      : Promise.resolve();
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const body = JSON.parse(await readBody(req));
      if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        chatRequests.push(body);
        await gate(holding.chats);
        if (res.destroyed) return;
        const answer = reply(body);
        const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
        const tool = body.tools?.[0]?.function?.name;
        const message = tool
          ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool, arguments: content } }] }
          : { role: 'assistant', content };
        return send(200, {
          id: `chatcmpl-${chatRequests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      }
      if (req.method === 'POST' && req.url === '/v1/embeddings') {
        const input: string[] = Array.isArray(body.input) ? body.input : [body.input];
        embeddingRequests.push({ model: body.model, input, dimensions: body.dimensions });
        await gate(holding.embeddingsFrom !== null && embeddingRequests.length > holding.embeddingsFrom);
        if (res.destroyed) return;
        return send(200, {
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, options.dimensions) })),
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        });
      }
      send(404, { error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
    } catch (error) {
      send(500, { error: { message: String(error), type: 'server_error' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    chatRequests,
    embeddingRequests,
    replyWith(next) {
      reply = next;
    },
    hold({ chats = false, embeddingsAfter }) {
      holding = { chats, embeddingsFrom: embeddingsAfter === undefined ? null : embeddingRequests.length + embeddingsAfter };
    },
    release() {
      holding = { chats: false, embeddingsFrom: null };
      for (const go of [...waiting]) go();
    },
    get held() {
      return waiting.size;
    },
    close: () => {
      for (const go of [...waiting]) go();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8') || '{}';
}
