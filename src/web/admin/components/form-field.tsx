import type { ReactNode } from 'react';
import { Label } from '@/web/ui/label';
import { cn } from '@/web/ui/cn';

/** The aria wiring an input needs to announce its error: spread onto the control. */
export function fieldA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, optional hint and the field's red error text. */
export function FormField({ id, label, error, hint, required, className, children }: Props) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="-ml-1 leading-none text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's red error text, `{id}-error` (the id fieldA11y points aria-describedby at); nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  );
}
