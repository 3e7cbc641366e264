import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** The Inertia page object (protocol: https://inertiajs.com/the-protocol). */
export type InertiaPage = {
  component: string;
  props: Record<string, unknown>;
  url: string;
  version: string;
  /** Inertia 3 also reads flash data at the top level of the page. */
  flash: Record<string, unknown>;
};

export type InertiaPluginOptions = {
  /** The current asset version; a client holding another version is sent a full page load. */
  getVersion: () => string;
  /** The full HTML document for a first (non-Inertia) visit, with the page object embedded. */
  renderPage: (request: FastifyRequest, reply: FastifyReply, page: InertiaPage) => string | Promise<string>;
  /** Props merged into every page (`csrf_token`, `current_user`, `flash`, ...); page props win. */
  getSharedProps?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
};

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with an Inertia page: JSON for Inertia visits, the full HTML document otherwise. */
    inertia(component: string, props?: Record<string, unknown>, options?: { url?: string }): Promise<FastifyReply>;
    /** Redirects within the workbench: 303 after a non-GET request (Inertia rule), else 302. */
    inertiaRedirect(url: string): FastifyReply;
    /** Sends the browser to a page outside Inertia (the chat app, sign-in): a full page load. */
    inertiaLocation(url: string): FastifyReply;
  }
}

const JSON_HEADER_TRUE = 'true';

export function isInertiaRequest(request: FastifyRequest): boolean {
  return request.headers['x-inertia'] === JSON_HEADER_TRUE;
}

function headerList(value: string | string[] | undefined): string[] | null {
  if (value === undefined) return null;
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Partial reloads: keep only the props the client asked for (`errors` always travels). */
function selectPartialProps(
  request: FastifyRequest,
  component: string,
  props: Record<string, unknown>,
): Record<string, unknown> {
  if (request.headers['x-inertia-partial-component'] !== component) return props;
  const only = headerList(request.headers['x-inertia-partial-data']);
  const except = headerList(request.headers['x-inertia-partial-except']);
  let selected = Object.entries(props);
  if (only) selected = selected.filter(([key]) => key === 'errors' || only.includes(key));
  if (except) selected = selected.filter(([key]) => key === 'errors' || !except.includes(key));
  return Object.fromEntries(selected);
}

const inertiaPlugin: FastifyPluginAsync<InertiaPluginOptions> = async (app: FastifyInstance, options) => {
  // Protocol: a GET Inertia visit from an older build gets 409 + X-Inertia-Location, and the client
  // reloads the page in full to pick up the new assets.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !isInertiaRequest(request)) return;
    const clientVersion = request.headers['x-inertia-version'] ?? '';
    if (clientVersion === options.getVersion()) return;
    return reply.code(409).header('X-Inertia-Location', request.url).header('Vary', 'X-Inertia').send();
  });

  app.decorateReply('inertia', async function inertia(
    this: FastifyReply,
    component: string,
    props: Record<string, unknown> = {},
    pageOptions: { url?: string } = {},
  ) {
    const request = this.request;
    const shared = (await options.getSharedProps?.(request, this)) ?? {};
    const merged: Record<string, unknown> = { errors: {}, flash: {}, ...shared, ...props };
    const page: InertiaPage = {
      component,
      props: selectPartialProps(request, component, merged),
      // A form re-rendered after a failed POST keeps the form's own address in the browser.
      url: pageOptions.url ?? request.url,
      version: options.getVersion(),
      flash: (merged.flash as Record<string, unknown>) ?? {},
    };
    this.header('Vary', 'X-Inertia').header('Cache-Control', 'no-store');
    if (isInertiaRequest(request)) {
      return this.header('X-Inertia', 'true').type('application/json; charset=utf-8').send(page);
    }
    const html = await options.renderPage(request, this, page);
    return this.type('text/html; charset=utf-8').send(html);
  });

  app.decorateReply('inertiaRedirect', function inertiaRedirect(this: FastifyReply, url: string) {
    const method = this.request.method;
    return this.redirect(url, method === 'GET' || method === 'HEAD' ? 302 : 303);
  });

  app.decorateReply('inertiaLocation', function inertiaLocation(this: FastifyReply, url: string) {
    if (isInertiaRequest(this.request)) {
      return this.code(409).header('X-Inertia-Location', url).send();
    }
    const method = this.request.method;
    return this.redirect(url, method === 'GET' || method === 'HEAD' ? 302 : 303);
  });
};

// Same effect as fastify-plugin: the hook and decorators apply to the app that registers the plugin.
(inertiaPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
(inertiaPlugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = 'ordo-inertia';

/** Fastify plugin: `reply.inertia()`, `reply.inertiaRedirect()`, `reply.inertiaLocation()`, version checks. */
export { inertiaPlugin };
