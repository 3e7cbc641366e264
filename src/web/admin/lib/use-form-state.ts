import { router } from '@inertiajs/react';
import { useState } from 'react';
import { fieldError, type FormErrors } from './form-errors';
import type { VisitData } from './visit-data';

type Method = 'post' | 'put' | 'patch';
type VisitOptions = NonNullable<Parameters<typeof router.post>[2]>;

/**
 * The state every workbench form keeps: its text values, the errors found before sending (shown in place of the
 * server's until the field changes), and whether the visit is running. `Extra` names fields whose value the form
 * keeps elsewhere (e.g. a list) but whose errors go through here.
 */
export function useFormState<V extends Record<string, string>, Extra extends string = never>(
  initial: V,
  serverErrors: FormErrors | undefined,
  scope: string,
) {
  type F = Extract<keyof V, string> | Extra;
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>>>({});
  const [processing, setProcessing] = useState(false);

  const setError = (field: F, message: string | undefined) => {
    if (clientErrors[field] !== message) setClientErrors((errors) => ({ ...errors, [field]: message }));
  };

  return {
    values,
    processing,
    setError,
    clearError: (field: F) => setError(field, undefined),
    /** The client's message for the field, else the server's (keyed `field`, `scope.field` or `scope[field]`). */
    errorFor: (field: F): string | undefined => clientErrors[field] ?? fieldError(serverErrors, field, scope),
    setValue: (field: Extract<keyof V, string>, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setError(field, undefined);
    },
    /** Shows these client errors in place of the previous ones; true when there are none, so the form may be sent. */
    check: (errors: Partial<Record<F, string>>): boolean => {
      setClientErrors(errors);
      return !Object.values(errors).some(Boolean);
    },
    /** An Inertia visit that keeps the scroll position and tracks `processing`; `options` may add callbacks. */
    submit: (method: Method, url: string, data: VisitData, options: VisitOptions = {}) =>
      router[method](url, data, {
        preserveScroll: true,
        ...options,
        onStart: (visit) => {
          setProcessing(true);
          options.onStart?.(visit);
        },
        onFinish: (visit) => {
          setProcessing(false);
          options.onFinish?.(visit);
        },
      }),
  };
}
