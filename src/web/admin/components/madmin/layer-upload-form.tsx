import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { LayerKind } from '@/contracts/gis';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Progress } from '@/web/ui/progress';
import type { FormErrors } from '../../lib/form-errors';
import { LAYER_KIND_LABELS, layerNameFromFile, madminPaths, type MappingRow, mappingRowError, mappingsOf } from '../../lib/madmin';
import { formatBytes, validateUpload } from '../../lib/upload';
import { useFormState } from '../../lib/use-form-state';
import { fieldA11y, FormField } from '../form-field';
import { FieldMappingsEditor } from './field-mappings-editor';

type Props = {
  municipalityId: number;
  kinds: readonly LayerKind[];
  extensions: readonly string[];
  maxBytes: number;
  errors?: FormErrors;
};

const COLUMN_FIELDS = [
  ['address_column', 'Address column', 'address'],
  ['parcel_column', 'Parcel ID column (optional)', 'ssl'],
  ['longitude_column', 'Longitude column', 'longitude'],
  ['latitude_column', 'Latitude column', 'latitude'],
] as const;

/** Upload a layer: name, kind, file, the address-point columns, and the property → field mappings. */
export function LayerUploadForm({ municipalityId, kinds, extensions, maxBytes, errors = {} }: Props) {
  const initial = { name: '', kind: 'areas', address_column: '', parcel_column: '', longitude_column: '', latitude_column: '' };
  const form = useFormState<typeof initial, 'file' | 'mappings'>(initial, errors, 'layer');
  const { values, errorFor, setValue } = form;
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<MappingRow[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const checkFile = (picked: File | null) => (picked ? (validateUpload(picked, [...extensions], maxBytes) ?? undefined) : 'Choose a GeoJSON or CSV file to upload.');

  const handleFile = (picked: File | null) => {
    setFile(picked);
    form.setError('file', picked ? checkFile(picked) : undefined);
    if (picked && !values.name.trim()) setValue('name', layerNameFromFile(picked.name));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      name: values.name.trim() ? undefined : "Name can't be blank.",
      file: checkFile(file),
      mappings: mappingRowError(rows),
    });
    if (!ok || !file) return;
    const columns = values.kind === 'address_points'
      ? Object.fromEntries(COLUMN_FIELDS.map(([key]) => [key, values[key].trim()]))
      : {};
    form.submit(
      'post',
      madminPaths.layers(municipalityId),
      { layer: { name: values.name.trim(), kind: values.kind, file, mappings: JSON.stringify(mappingsOf(rows)), ...columns } },
      {
        forceFormData: true,
        onProgress: (progress?: { percentage?: number }) => setPercent(progress?.percentage ?? null),
        onFinish: () => setPercent(null),
        onSuccess: (page) => {
          const pageErrors = (page.props as { errors?: FormErrors }).errors ?? {};
          if (Object.keys(pageErrors).length > 0) return;
          setFile(null);
          setRows([]);
          setValue('name', '');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Upload a layer">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="layer_file" label="File" required error={errorFor('file')} hint={`${extensions.join(', ')} — up to ${formatBytes(maxBytes)}`}>
          <Input
            {...fieldA11y('layer_file', errorFor('file'), true)}
            type="file"
            name="layer[file]"
            accept={extensions.join(',')}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:text-secondary-foreground"
            onChange={(e) => handleFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField id="layer_name" label="Layer name" required error={errorFor('name')}>
          <Input {...fieldA11y('layer_name', errorFor('name'))} value={values.name} autoComplete="off" onChange={(e) => setValue('name', e.target.value)} />
        </FormField>
      </div>
      <FormField id="layer_kind" label="Kind" error={errorFor('kind')}>
        <NativeSelect {...fieldA11y('layer_kind', errorFor('kind'))} value={values.kind} onChange={(e) => setValue('kind', e.target.value)}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {LAYER_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {values.kind === 'address_points' && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Columns (CSV) or properties (GeoJSON)</legend>
          <p className="text-xs text-muted-foreground">Leave blank to use the usual names (address, longitude/lon/x, latitude/lat/y).</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {COLUMN_FIELDS.map(([key, label, placeholder]) => (
              <FormField key={key} id={`layer_${key}`} label={label}>
                <Input id={`layer_${key}`} placeholder={placeholder} value={values[key]} autoComplete="off" onChange={(e) => setValue(key, e.target.value)} />
              </FormField>
            ))}
          </div>
        </fieldset>
      )}
      <FieldMappingsEditor label="New layer" rows={rows} onChange={(next) => { setRows(next); form.clearError('mappings'); }} error={errorFor('mappings')} />
      {form.processing && percent !== null && (
        <div className="grid gap-1">
          <Progress value={percent} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground tabular-nums">Uploading… {Math.round(percent)}%</p>
        </div>
      )}
      <div>
        <Button type="submit" disabled={form.processing}>
          <Upload aria-hidden="true" />
          {form.processing ? 'Uploading...' : 'Upload layer'}
        </Button>
      </div>
    </form>
  );
}
