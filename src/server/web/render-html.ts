import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The marker in src/web/index.html where the server writes per-request head tags. */
export const HEAD_PLACEHOLDER = '<!--ordo:head-->';

/** The id of the element the SPA and Inertia mount into; Inertia reads `script[data-page="app"]`. */
export const APP_ELEMENT_ID = 'app';

export type HeadData = {
  csrfToken: string;
  cableUrl: string;
  feedbackUrl: string;
  supportUrl: string;
  /** The Inertia page object for a first visit to a workbench page; absent for the SPA. */
  page?: unknown;
};

export type WebTemplate = { html: string; version: string };

export class WebBuildMissingError extends Error {
  readonly statusCode = 503;
  constructor(path: string) {
    super(`The web app is not built (${path} is missing). Run \`npm run build\`.`);
    this.name = 'WebBuildMissingError';
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` become \u escapes, so no
 * prop value can close the script (`</script>`) or open a comment (`<!--`), and JSON.parse of the
 * element's text still yields the original value.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags written at the head placeholder; every value is escaped for its context. */
export function renderHeadTags(data: HeadData): string {
  const meta = (name: string, content: string) =>
    `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('csrf-token', data.csrfToken),
    meta('action-cable-url', data.cableUrl),
    meta('ordo-feedback-url', data.feedbackUrl),
    meta('ordo-support-url', data.supportUrl),
  ];
  if (data.page !== undefined) {
    tags.push(
      `<script data-page="${APP_ELEMENT_ID}" type="application/json">${serializeJsonForScript(data.page)}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** Writes the head tags into the template at the placeholder (or before `</head>` if it is missing). */
export function renderHtml(templateHtml: string, data: HeadData): string {
  const tags = renderHeadTags(data);
  // Replacer functions, not strings: `$&`-style patterns in a token or prop must stay literal.
  if (templateHtml.includes(HEAD_PLACEHOLDER)) return templateHtml.replace(HEAD_PLACEHOLDER, () => tags);
  return templateHtml.replace('</head>', () => `${tags}\n  </head>`);
}

/** A short content hash: the Inertia asset version changes whenever a build changes index.html. */
export function hashVersion(html: string): string {
  return createHash('sha256').update(html).digest('hex').slice(0, 16);
}

export type HtmlTemplateSource = {
  /** The built index.html and its version; read once in production, on every call in development. */
  get(): WebTemplate;
};

/** Loads `{distDir}/index.html`, cached unless `dev` (so `vite build --watch` output shows up at once). */
export function createTemplateSource({ distDir, dev }: { distDir: string; dev: boolean }): HtmlTemplateSource {
  const path = join(distDir, 'index.html');
  let cached: WebTemplate | null = null;
  const read = (): WebTemplate => {
    let html: string;
    try {
      html = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new WebBuildMissingError(path);
      throw error;
    }
    return { html, version: hashVersion(html) };
  };
  return {
    get() {
      if (dev) return read();
      cached ??= read();
      return cached;
    },
  };
}
