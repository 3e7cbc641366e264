import { usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { toast } from 'sonner';

type Flash = { notice?: string; alert?: string };

function readFlash(value: unknown): Flash {
  if (!value || typeof value !== 'object') return {};
  const { notice, alert } = value as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' && notice ? notice : undefined,
    alert: typeof alert === 'string' && alert ? alert : undefined,
  };
}

/**
 * Shows the server's flash (`{ notice, alert }`) as a toast once per response. Inertia hands every response a
 * fresh flash object, so the effect runs once per visit; the toast id drops the StrictMode double run.
 */
export function useFlashToasts(): void {
  const page = usePage();
  const flash = (page.flash as unknown) ?? page.props.flash;

  useEffect(() => {
    const { notice, alert } = readFlash(flash);
    if (notice) toast.success(notice, { id: `flash-notice:${notice}` });
    if (alert) toast.error(alert, { id: `flash-alert:${alert}` });
  }, [flash]);
}
