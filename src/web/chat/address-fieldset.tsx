import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { AddressFactsList } from './address-facts-list';
import { ADDRESS_FIELD_LABELS, type AddressField, type AddressFields, type AddressLookupState } from './address-lookup';

const FIELD_AUTOCOMPLETE: Record<AddressField, string> = {
  address: 'street-address',
  unit: 'address-line2',
  city: 'address-level2',
  parcelId: 'off',
};

type AddressFieldsetProps = {
  fields: readonly AddressField[];
  values: AddressFields;
  onChange: (field: AddressField, value: string) => void;
  lookupState: AddressLookupState;
};

/** The address fields a municipality shows (spec §5), with the lookup's state, facts and suggestions under them. */
export function AddressFieldset({ fields, values, onChange, lookupState }: AddressFieldsetProps) {
  const baseId = useId();
  const statusId = `${baseId}-status`;
  return (
    <fieldset className="grid gap-3" aria-describedby={statusId}>
      <legend className="mb-1 text-sm font-medium">
        Property address <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field} className={field === 'address' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
            <Label htmlFor={`${baseId}-${field}`}>{ADDRESS_FIELD_LABELS[field]}</Label>
            <Input
              id={`${baseId}-${field}`}
              value={values[field]}
              autoComplete={FIELD_AUTOCOMPLETE[field]}
              onChange={(e) => onChange(field, e.target.value)}
            />
          </div>
        ))}
      </div>
      <AddressLookupStatus id={statusId} state={lookupState} onPick={(address) => onChange('address', address)} />
    </fieldset>
  );
}

/** Spec §4: the lookup's idle / validating / valid / invalid state, next to the fields, with the facts found. */
function AddressLookupStatus({ id, state, onPick }: { id: string; state: AddressLookupState; onPick: (address: string) => void }) {
  return (
    <div id={id} role="status" data-state={state.status} className="grid min-h-5 gap-2 text-sm">
      <AddressLookupMessage state={state} />
      {state.status === 'valid' && <AddressFactsList facts={state.response.facts} className="rounded-md border bg-muted/40 p-3" />}
      {state.status === 'suggestions' && (
        <ul className="flex flex-wrap gap-2" aria-label="Suggested addresses">
          {state.suggestions.map((s) => (
            <li key={s.address}>
              <Button type="button" variant="outline" size="sm" onClick={() => onPick(s.address)}>
                {s.address}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddressLookupMessage({ state }: { state: AddressLookupState }) {
  if (state.status === 'validating') {
    return (
      <span className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" /> Checking address…
      </span>
    );
  }
  if (state.status === 'valid') {
    const found = [state.response.address, state.response.unit, state.response.city].filter(Boolean).join(', ');
    return (
      <span className="flex items-start gap-2 text-green-700 dark:text-green-400">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">Address found{found ? `: ${found}` : ''}</span>
      </span>
    );
  }
  if (state.status === 'unverified') {
    return (
      <span className="flex items-start gap-2 text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{state.message}</span>
      </span>
    );
  }
  if (state.status === 'invalid' || state.status === 'suggestions') {
    return (
      <span className="flex items-start gap-2 text-destructive">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{state.message}</span>
      </span>
    );
  }
  return null;
}
