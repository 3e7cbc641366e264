import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { emptyMappingRow, type MappingRow, SUGGESTED_FIELDS } from '../../lib/madmin';

type Props = {
  /** Names the rows for screen readers, e.g. "Wards (2012)". */
  label: string;
  rows: MappingRow[];
  onChange: (rows: MappingRow[]) => void;
  /** The layer's properties, when known: the property becomes a choice instead of free text. */
  propertyNames?: readonly string[];
  error?: string;
};

/** Rows of "layer property → address-data field", with add and remove; fields are suggested, not imposed. */
export function FieldMappingsEditor({ label, rows, onChange, propertyNames, error }: Props) {
  const baseId = useId();
  const listId = `${baseId}-fields`;
  const update = (key: number, patch: Partial<MappingRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Field mappings</legend>
      <p className="text-xs text-muted-foreground">
        Each row copies a property of the layer's features into a field of the chat's address data (e.g. NAME → wards.ward).
      </p>
      <datalist id={listId}>
        {SUGGESTED_FIELDS.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No mappings yet.</p>}
      <ul className="grid gap-2">
        {rows.map((row, i) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-center">
            {propertyNames?.length ? (
              <NativeSelect
                aria-label={`${label}: property of mapping ${i + 1}`}
                value={row.property}
                onChange={(e) => update(row.key, { property: e.target.value })}
                className="col-span-2 sm:col-span-1"
              >
                <option value="">Choose a property</option>
                {propertyNames.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                aria-label={`${label}: property of mapping ${i + 1}`}
                placeholder="Property, e.g. NAME"
                value={row.property}
                onChange={(e) => update(row.key, { property: e.target.value })}
                className="col-span-2 sm:col-span-1"
              />
            )}
            <Input
              aria-label={`${label}: field of mapping ${i + 1}`}
              placeholder="Field, e.g. wards.ward"
              list={listId}
              value={row.field}
              onChange={(e) => update(row.key, { field: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove mapping ${i + 1}`}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, emptyMappingRow()])}>
          <Plus aria-hidden="true" />
          Add mapping
        </Button>
      </div>
      {error && (
        <p id={`${baseId}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
