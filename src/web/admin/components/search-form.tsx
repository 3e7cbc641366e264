import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { cn } from '@/web/ui/cn';

type Props = {
  id: string;
  /** The input's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  className?: string;
};

/** A search box submitted by Enter or the Search button (spec admin §2). */
export function SearchForm({ id, label, placeholder, value, onChange, onSearch, className }: Props) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" onSubmit={handleSubmit} className={cn('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="flex-1"
      />
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
