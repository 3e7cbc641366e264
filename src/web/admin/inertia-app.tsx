import { createInertiaApp, http, router } from '@inertiajs/react';
import type { ComponentType } from 'react';
import { toast } from 'sonner';
import { createQueryClient } from '@/web/lib/query-client';
import { CSRF_META, readCsrfToken, writeMeta } from '@/web/lib/meta';
import { AppProviders } from '@/web/providers';
import { visitErrorMessage } from './lib/http-errors';
import { PageNotFound } from './page-not-found';

type PageModule = { default: ComponentType<Record<string, unknown>> };

const pages = import.meta.glob<PageModule>('./pages/*.tsx', { eager: true });

/** Finds `./pages/{name}.tsx`; spec (admin §2): a missing page is logged as an error. */
function resolvePage(name: string): ComponentType<Record<string, unknown>> {
  const page = pages[`./pages/${name}.tsx`];
  if (!page) {
    console.error(`Inertia page not found: ${name}`);
    return PageNotFound;
  }
  return page.default;
}

/** Mounts the workbench from the page object the server embedded in the HTML. */
export async function mountInertiaApp(): Promise<void> {
  // The server checks X-CSRF-Token on every state-changing request, Inertia visits included.
  http.onRequest((config) => {
    const token = readCsrfToken();
    if (!token || config.method.toUpperCase() === 'GET') return config;
    return { ...config, headers: { ...config.headers, 'X-CSRF-Token': token } };
  });
  // Shared props carry the current token; keep the meta tag in step after every visit.
  router.on('navigate', (event) => {
    const token = event.detail.page.props.csrf_token;
    if (typeof token === 'string' && token) writeMeta(CSRF_META, token);
  });

  // A visit answered with a plain error (e.g. `{ error: { message } }` with 422) is a toast, not Inertia's debug modal.
  router.on('httpException', (event) => {
    const { status, data } = event.detail.response;
    const message = visitErrorMessage(status, data);
    toast.error(message, { id: `http-exception:${message}` });
    return false;
  });

  const queryClient = createQueryClient();
  await createInertiaApp({
    id: 'app',
    resolve: resolvePage,
    title: (title) => (title ? `${title} · Ordo Workbench` : 'Ordo Workbench'),
    strictMode: true,
    withApp: (app) => <AppProviders queryClient={queryClient}>{app}</AppProviders>,
    progress: { color: 'var(--primary)', delay: 250 },
  });
}
