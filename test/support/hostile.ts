import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { Agent, TestApp } from './app';

/** What the hostile-input test needs of any answer, from app.inject or a real HTTP request. */
export type Sent = LightMyRequestResponse | { statusCode: number; headers: Record<string, string | string[] | undefined>; body: string };
/** `inertiaErrors`: an Inertia page came back with a non-empty error bag (a form's refusal). */
export type Outcome = { status: number; message: string | null; inertiaErrors: boolean };

/** The message a person would read: the JSON error's message, or the error bag of a re-rendered Inertia form. */
export function readOutcome(res: Sent): Outcome {
  const type = String(res.headers['content-type'] ?? '');
  let message: string | null = null;
  let inertiaErrors = false;
  try {
    if (type.includes('application/json')) {
      const body = JSON.parse(res.body);
      const bag = res.headers['x-inertia'] === 'true' ? formMessage(body?.props?.errors) : null;
      inertiaErrors = bag !== null;
      message = body?.error?.message ?? bag ?? null;
    } else if (type.includes('text/html')) {
      const page = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body);
      if (page) message = formMessage(JSON.parse(page[1]).props?.errors);
    }
  } catch {
    message = null;
  }
  return { status: res.statusCode, message: message?.trim() || null, inertiaErrors };
}

function formMessage(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  const values = Object.values(errors as Record<string, unknown>).map(String);
  return values.length ? values.join(' ') : null;
}

/** Row counts of every table in the app's schema (pg-boss keeps its own schema). */
export async function countAllRows(t: TestApp): Promise<Record<string, number>> {
  const database = t.app.ordo.database;
  const tables = (await database.query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")).rows.map(
    (r) => String((r as { table_name: string }).table_name),
  );
  const counts = await database.query(`select ${tables.map((name, i) => `(select count(*) from "${name}")::int as c${i}`).join(', ')}`);
  const row = counts.rows[0] as Record<string, number>;
  return Object.fromEntries(tables.map((name, i) => [name, Number(row[`c${i}`])]));
}

/**
 * A real HTTP POST (body limits and early refusals behave differently than with inject): a multipart form streaming a
 * file from disk, or a JSON body of `jsonBytes` bytes. Answers as soon as the server answers, even mid-upload.
 */
export function postHttp(
  url: string,
  agent: Agent,
  body: { fields: Record<string, string>; field: string; fileName: string; filePath: string } | { jsonBytes: number },
  timeoutMs = 120_000,
): Promise<Sent> {
  const boundary = '----ordohostilehttp';
  const headers: Record<string, string | number> = { cookie: agent.cookieHeader, 'x-csrf-token': agent.csrfToken, accept: 'application/json' };
  let head: Buffer;
  let tail: Buffer;
  let size: number;
  if ('jsonBytes' in body) {
    head = Buffer.from('{"chat_id":1,"message":{"content":"');
    tail = Buffer.from('"}}');
    size = body.jsonBytes - head.length - tail.length;
    headers['content-type'] = 'application/json';
  } else {
    const fields = Object.entries(body.fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    head = Buffer.from(`${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${body.field}"; filename="${body.fileName}"\r\nContent-Type: application/pdf\r\n\r\n`);
    tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    size = statSync(body.filePath).size;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  }
  headers['content-length'] = head.length + size + tail.length;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      });
    });
    // The server may answer and close before the upload ends; the answer is what counts.
    req.on('error', (error) => setTimeout(() => reject(error), 2000));
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.write(head);
    const source = 'jsonBytes' in body ? filler(size) : createReadStream(body.filePath);
    source.on('data', (chunk: Buffer | string) => {
      if (!req.write(chunk)) {
        source.pause();
        req.once('drain', () => source.resume());
      }
    });
    source.on('end', () => req.end(tail));
    req.on('close', () => source.destroy());
  });
}

function filler(bytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

/** A multipart form with one file part whose Content-Disposition parameters are written as given (hostile names included). */
export function multipart(fields: Record<string, string>, file: { field: string; disposition: string; content: Buffer }): { body: Buffer; contentType: string } {
  const boundary = '----ordohostile7d1c';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${file.disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'latin1'),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every string value in a body, with a NUL byte after its third character. */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value.slice(0, 3)}\0${value.slice(3)}`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}
