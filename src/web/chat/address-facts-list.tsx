import type { AddressFactView } from '@/contracts/gis';
import { cn } from '@/web/ui/cn';

/** The looked-up facts of an address (Ward: Ward 2, Precinct: Precinct 14…) as a definition list. */
export function AddressFactsList({ facts, className }: { facts: readonly AddressFactView[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={cn('grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm', className)} data-testid="address-facts">
      {facts.map((fact) => (
        <div key={fact.field} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
