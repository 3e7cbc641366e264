/** Reads the content of `<meta name={name}>` from the page the server rendered, or null. */
export function readMeta(name: string): string | null {
  const el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return el?.content || null;
}

/** Sets (creating if needed) `<meta name={name} content={value}>`, e.g. a CSRF token rotated at sign-in. */
export function writeMeta(name: string, value: string): void {
  let el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = value;
}

export const CSRF_META = 'csrf-token';
export const CABLE_URL_META = 'action-cable-url';
export const FEEDBACK_URL_META = 'ordo-feedback-url';
export const SUPPORT_URL_META = 'ordo-support-url';

export function readCsrfToken(): string | null {
  return readMeta(CSRF_META);
}
