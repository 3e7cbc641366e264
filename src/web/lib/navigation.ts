import { useSyncExternalStore } from 'react';

export const SIGN_IN_PATH = '/users/sign_in';
export const CHANGE_PASSWORD_PATH = '/account/password';

const NAVIGATE_EVENT = 'ordo:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/** The current `location.pathname`, re-rendering on history changes. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname, () => '/');
}

/** Client-side navigation inside the SPA (history API, no reload). */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** A full page load: used where the server must render afresh (e.g. a new CSRF token after sign-out). */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
