import { Save } from 'lucide-react';
import { Button } from '@/web/ui/button';
import { LinkButton } from './link-button';

/** A form's Save button ("Saving..." while the request runs) and, given `cancelHref`, its Cancel link. */
export function FormActions({ label, processing, cancelHref }: { label: string; processing: boolean; cancelHref?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={processing}>
        <Save aria-hidden="true" />
        {processing ? 'Saving...' : label}
      </Button>
      {cancelHref && (
        <LinkButton href={cancelHref} size="default">
          Cancel
        </LinkButton>
      )}
    </div>
  );
}
