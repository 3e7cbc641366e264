import type { ReactNode } from 'react';
import { NativeSelect } from '@/web/ui/native-select';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Width classes of the select. */
  className?: string;
  children: ReactNode;
};

/** A small select with its label beside it, for list toolbars (sort, page size, filter). */
export function InlineSelect({ id, label, value, onChange, className, children }: Props) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={id} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
