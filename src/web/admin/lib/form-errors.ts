/** The Inertia `errors` prop: field name → message. */
export type FormErrors = Record<string, string>;

/** The server's message for a field, whether it keys it `name`, `document.name` or `document[name]`. */
export function fieldError(errors: FormErrors | undefined, field: string, scope?: string): string | undefined {
  if (!errors) return undefined;
  if (errors[field]) return errors[field];
  if (!scope) return undefined;
  return errors[`${scope}.${field}`] ?? errors[`${scope}[${field}]`];
}

/** Every distinct message, in the server's order, for the alert above a form. */
export function errorMessages(errors: FormErrors | undefined): string[] {
  if (!errors) return [];
  return [...new Set(Object.values(errors).filter((m): m is string => typeof m === 'string' && m.length > 0))];
}

/** Spec admin §5: "N error(s) prohibited this document from being saved". */
export function documentErrorHeading(count: number): string {
  return `${count} ${count === 1 ? 'error' : 'errors'} prohibited this document from being saved`;
}

export const GENERIC_ERROR_HEADING = 'Please fix the following errors:';

/** Only the errors for these fields (bare or under `scope`), e.g. to split one errors prop between two forms. */
export function pickErrors(errors: FormErrors | undefined, fields: readonly string[], scope?: string): FormErrors {
  const picked: FormErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const bare = scope ? key.replace(new RegExp(`^${scope}(?:\\.|\\[)([^\\]]+)\\]?$`), '$1') : key;
    if (fields.includes(bare)) picked[key] = message;
  }
  return picked;
}

/** Every error except those for these fields. */
export function omitErrors(errors: FormErrors | undefined, fields: readonly string[], scope?: string): FormErrors {
  const picked = pickErrors(errors, fields, scope);
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([key]) => !(key in picked)));
}
