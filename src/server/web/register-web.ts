import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inertiaPlugin } from './inertia';
import { createTemplateSource, type HeadData, renderHtml } from './render-html';

export type RegisterWebOptions = {
  /** The Vite output directory (`dist/web`): index.html plus `assets/`. */
  distDir: string;
  /** The CSRF token the page's `<meta name="csrf-token">` carries for this session. */
  getCsrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
  /** Props shared by every Inertia page, e.g. `current_user`; `csrf_token` and `flash` are added here. */
  getSharedProps?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  feedbackUrl: string;
  supportUrl: string;
  /** Development: re-read index.html on every request (works with `vite build --watch`). */
  dev?: boolean;
  cableUrl?: string;
};

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the single-page app (sign-in, research assistant) with this session's head tags. */
    sendSpa(): FastifyReply;
  }
}

/** Vite names built files `name-HASH.ext`; those never change, so browsers may keep them for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9.]+$/;

/** Serves the built web app: `/assets/*`, `reply.sendSpa()` and the Inertia protocol (`reply.inertia()`). */
export async function registerWeb(app: FastifyInstance, options: RegisterWebOptions): Promise<void> {
  const template = createTemplateSource({ distDir: options.distDir, dev: options.dev ?? false });
  const cableUrl = options.cableUrl ?? '/cable';

  const headFor = (request: FastifyRequest, reply: FastifyReply, page?: unknown): HeadData => ({
    csrfToken: options.getCsrfToken(request, reply),
    cableUrl,
    feedbackUrl: options.feedbackUrl,
    supportUrl: options.supportUrl,
    page,
  });

  await app.register(fastifyStatic, {
    root: join(options.distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.decorateReply('sendSpa', function sendSpa(this: FastifyReply) {
    const html = renderHtml(template.get().html, headFor(this.request, this));
    return this.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  await app.register(inertiaPlugin, {
    getVersion: () => template.get().version,
    getSharedProps: async (request, reply) => ({
      ...(await options.getSharedProps?.(request, reply)),
      csrf_token: options.getCsrfToken(request, reply),
    }),
    renderPage: (request, reply, page) => renderHtml(template.get().html, headFor(request, reply, page)),
  });
}
