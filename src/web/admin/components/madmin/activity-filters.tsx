import { router } from '@inertiajs/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { ActivityFilter, MunicipalityOption } from '@/contracts/activity';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';

type Props = { filter: ActivityFilter; municipalities: MunicipalityOption[]; hrefFor: (filter: Partial<ActivityFilter>) => string };

/** Whether an Inertia visit is under way (for the pages' loading state). */
export function useVisiting(): boolean {
  const [visiting, setVisiting] = useState(false);
  useEffect(() => {
    const offStart = router.on('start', () => setVisiting(true));
    const offFinish = router.on('finish', () => setVisiting(false));
    return () => {
      offStart();
      offFinish();
    };
  }, []);
  return visiting;
}

/** Municipality and date range; applying them visits the page with the new query. */
export function ActivityFilters({ filter, municipalities, hrefFor }: Props) {
  const [municipality, setMunicipality] = useState(filter.municipality_id ? String(filter.municipality_id) : '');
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const visiting = useVisiting();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.get(hrefFor({ municipality_id: municipality ? Number(municipality) : null, from, to }), {}, { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} aria-label="Activity filter" className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="activity-municipality">Municipality</Label>
        <NativeSelect id="activity-municipality" value={municipality} onChange={(e) => setMunicipality(e.target.value)}>
          <option value="">All municipalities</option>
          {municipalities.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-from">From</Label>
        <Input id="activity-from" type="date" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-to">To</Label>
        <Input id="activity-to" type="date" value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button type="submit" disabled={visiting} className="sm:col-span-2 lg:col-span-1">
        {visiting ? 'Loading…' : 'Apply'}
      </Button>
    </form>
  );
}
