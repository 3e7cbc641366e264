import { createInertiaApp, http, router } from '@inertiajs/react';
import type { ComponentType } from 'react';
import { createQueryClient } from '@/web/lib/query-client';
import { CSRF_META, readCsrfToken, writeMeta } from '@/web/lib/meta';
import { AppProviders } from '@/web/providers';
import { PageNotFound } from './page-not-found';

type PageModule = { default: ComponentType<Record<string, unknown>> };

const pages = import.meta.glob<PageModule>('./pages/*.tsx', { eager: true });

/** Finds `./pages/{name}.tsx`; spec (admin §2): a missing page is logged as an error. */
export function resolvePage(name: string): ComponentType<Record<string, unknown>> {
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
