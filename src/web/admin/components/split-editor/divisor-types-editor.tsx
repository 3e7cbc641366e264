import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Button } from '@/web/ui/button';
import { NativeSelect } from '@/web/ui/native-select';
import { moveItem } from '../../lib/divisors';
import { FieldError } from '../form-field';

type Props = {
  /** One entry per row, highest level first; '' is a row with nothing chosen yet. */
  value: string[];
  options: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** The group's heading (default "Nested divisor types"). */
  label?: string;
  /** Offer Move up / Move down on each row. */
  movable?: boolean;
  /** Prefix of the row select ids (two editors on one page need different ones). */
  idPrefix?: string;
};

/** The nested divisor type rows: highest level first, lowest last; the last remaining row cannot be removed. */
export function DivisorTypesEditor({
  value,
  options,
  onChange,
  error,
  label = 'Nested divisor types',
  movable = false,
  idPrefix = 'divisor_type',
}: Props) {
  const rows = value.length ? value : [''];
  const update = (index: number, next: string) => onChange(rows.map((v, i) => (i === index ? next : v)));
  const remove = (index: number) => {
    if (rows.length <= 1) return;
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <div
      role="group"
      aria-labelledby="divisor_types-label"
      aria-describedby={error ? 'divisor_types-error' : 'divisor_types-hint'}
      className="grid content-start gap-2"
    >
      <span id="divisor_types-label" className="text-sm font-medium">
        {label}
      </span>
      <p id="divisor_types-hint" className="text-xs text-muted-foreground">
        Highest level first (e.g. chapter), lowest last (e.g. subsection).
      </p>
      <ol className="grid gap-2">
        {rows.map((type, index) => {
          const id = `${idPrefix}_${index}`;
          return (
            // Rows have no identity beyond their position; the index is the key.
            // The staircase indent only where there is room for it (sm and up).
            <li
              key={index}
              className="flex items-center gap-1.5 sm:gap-2 sm:pl-[var(--indent)]"
              style={{ '--indent': `${Math.min(index, 6) * 0.75}rem` } as CSSProperties}
            >
              <label htmlFor={id} className="w-12 shrink-0 text-xs text-muted-foreground sm:w-16">
                Level {index + 1}
              </label>
              <NativeSelect
                id={id}
                value={type}
                aria-invalid={error && !type ? true : undefined}
                onChange={(event) => update(index, event.target.value)}
              >
                <option value="">Select a divisor type</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
              {movable && (
                <>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 sm:size-8"
                    aria-label={`Move level ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(rows, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 sm:size-8"
                    aria-label={`Move level ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(moveItem(rows, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-7 sm:size-8"
                aria-label={`Remove level ${index + 1}`}
                title={rows.length <= 1 ? 'The last divisor type cannot be removed' : undefined}
                disabled={rows.length <= 1}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...rows, ''])}>
          <Plus aria-hidden="true" />
          Add Nested Divisor
        </Button>
      </div>
      <FieldError id="divisor_types" error={error} />
    </div>
  );
}
