import { Plus, Trash2 } from 'lucide-react';
import type { ArcGisSettings } from '@/contracts/gis';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import type { FormErrors } from '../../lib/form-errors';
import { type MappingRow, mappingRows, mappingsOf } from '../../lib/madmin';
import { fieldA11y, FormField } from '../form-field';
import { FieldMappingsEditor } from './field-mappings-editor';

/** The ArcGIS part of the municipality form, as edited (mappings as editor rows). */
export type ArcGisDraft = {
  geocoderType: 'geocode_server' | 'parcel_layer';
  url: string;
  addressParam: string;
  minScore: string;
  addressField: string;
  parcelField: string;
  parcelRows: MappingRow[];
  timeoutMs: string;
  layers: { key: number; name: string; url: string; rows: MappingRow[] }[];
};

let layerKey = 1;

export function arcgisDraft(settings: ArcGisSettings | null | undefined): ArcGisDraft {
  const g = settings?.geocoder;
  return {
    geocoderType: g?.type ?? 'geocode_server',
    url: g?.url ?? '',
    addressParam: g?.type === 'geocode_server' ? g.address_param : 'SingleLine',
    minScore: g?.type === 'geocode_server' ? String(g.min_score) : '85',
    addressField: g?.type === 'parcel_layer' ? g.address_field : '',
    parcelField: g?.type === 'parcel_layer' ? g.parcel_field : '',
    parcelRows: mappingRows(g?.type === 'parcel_layer' ? g.fields : []),
    timeoutMs: String(settings?.timeout_ms ?? 5000),
    layers: (settings?.layers ?? []).map((l) => ({ key: layerKey++, name: l.name, url: l.url, rows: mappingRows(l.fields) })),
  };
}

/** The settings the server checks (it names any bad field). */
export function arcgisPayload(draft: ArcGisDraft) {
  const geocoder =
    draft.geocoderType === 'geocode_server'
      ? { type: 'geocode_server', url: draft.url.trim(), address_param: draft.addressParam.trim() || 'SingleLine', min_score: draft.minScore }
      : { type: 'parcel_layer', url: draft.url.trim(), address_field: draft.addressField.trim(), parcel_field: draft.parcelField.trim(), fields: mappingsOf(draft.parcelRows) };
  return {
    geocoder,
    timeout_ms: draft.timeoutMs,
    layers: draft.layers.map((l) => ({ name: l.name.trim(), url: l.url.trim(), fields: mappingsOf(l.rows) })),
  };
}

type Props = { draft: ArcGisDraft; onChange: (draft: ArcGisDraft) => void; errors: FormErrors };

/** Geocoder (GeocodeServer or parcel layer), timeout, and the layers queried at the address with their mappings. */
export function ArcGisSettingsFields({ draft, onChange, errors }: Props) {
  const set = (patch: Partial<ArcGisDraft>) => onChange({ ...draft, ...patch });
  const err = (path: string) => errors[`gis.arcgis.${path}`];
  const setLayer = (key: number, patch: Partial<ArcGisDraft['layers'][number]>) =>
    set({ layers: draft.layers.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="arcgis_geocoder_type" label="Geocoder">
          <NativeSelect id="arcgis_geocoder_type" value={draft.geocoderType} onChange={(e) => set({ geocoderType: e.target.value as ArcGisDraft['geocoderType'] })}>
            <option value="geocode_server">GeocodeServer (findAddressCandidates)</option>
            <option value="parcel_layer">Parcel layer searched by address or parcel ID</option>
          </NativeSelect>
        </FormField>
        <FormField id="arcgis_timeout" label="Timeout per request (ms)" error={err('timeout_ms')}>
          <Input {...fieldA11y('arcgis_timeout', err('timeout_ms'))} inputMode="numeric" value={draft.timeoutMs} onChange={(e) => set({ timeoutMs: e.target.value })} />
        </FormField>
      </div>
      <FormField
        id="arcgis_url"
        label={draft.geocoderType === 'geocode_server' ? 'GeocodeServer URL' : 'Parcel layer URL'}
        required
        error={err('geocoder.url') ?? err('geocoder')}
        hint={draft.geocoderType === 'geocode_server' ? 'e.g. https://gis.example.gov/arcgis/rest/services/Locator/GeocodeServer' : 'e.g. https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0'}
      >
        <Input {...fieldA11y('arcgis_url', err('geocoder.url'), true)} type="url" value={draft.url} onChange={(e) => set({ url: e.target.value })} />
      </FormField>
      {draft.geocoderType === 'geocode_server' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="arcgis_address_param" label="Address parameter" error={err('geocoder.address_param')}>
            <Input id="arcgis_address_param" value={draft.addressParam} onChange={(e) => set({ addressParam: e.target.value })} />
          </FormField>
          <FormField id="arcgis_min_score" label="Minimum score (0–100)" error={err('geocoder.min_score')}>
            <Input {...fieldA11y('arcgis_min_score', err('geocoder.min_score'))} inputMode="numeric" value={draft.minScore} onChange={(e) => set({ minScore: e.target.value })} />
          </FormField>
        </div>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="arcgis_address_field" label="Address field" required error={err('geocoder.address_field')}>
              <Input {...fieldA11y('arcgis_address_field', err('geocoder.address_field'))} value={draft.addressField} placeholder="SITEADDRESS" onChange={(e) => set({ addressField: e.target.value })} />
            </FormField>
            <FormField id="arcgis_parcel_field" label="Parcel ID field" error={err('geocoder.parcel_field')}>
              <Input id="arcgis_parcel_field" value={draft.parcelField} placeholder="PARCELID" onChange={(e) => set({ parcelField: e.target.value })} />
            </FormField>
          </div>
          <FieldMappingsEditor label="Parcel layer" rows={draft.parcelRows} onChange={(rows) => set({ parcelRows: rows })} error={err('geocoder.fields')} />
        </>
      )}
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium">Layers queried at the address</legend>
        {draft.layers.length === 0 && <p className="text-sm text-muted-foreground">No layers: only the address is looked up.</p>}
        {draft.layers.map((layer, i) => (
          <div key={layer.key} className="grid gap-4 rounded-lg border p-4">
            <div className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <FormField id={`arcgis_layer_${layer.key}_name`} label={`Layer ${i + 1} name`} error={err(`layers.${i}.name`)}>
                <Input {...fieldA11y(`arcgis_layer_${layer.key}_name`, err(`layers.${i}.name`))} value={layer.name} placeholder="Wards" onChange={(e) => setLayer(layer.key, { name: e.target.value })} />
              </FormField>
              <FormField id={`arcgis_layer_${layer.key}_url`} label={`Layer ${i + 1} URL`} error={err(`layers.${i}.url`)}>
                <Input {...fieldA11y(`arcgis_layer_${layer.key}_url`, err(`layers.${i}.url`))} type="url" value={layer.url} placeholder="https://…/MapServer/3" onChange={(e) => setLayer(layer.key, { url: e.target.value })} />
              </FormField>
              <Button type="button" variant="ghost" aria-label={`Remove layer ${i + 1}`} onClick={() => set({ layers: draft.layers.filter((l) => l.key !== layer.key) })}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <FieldMappingsEditor label={`Layer ${i + 1}`} rows={layer.rows} onChange={(rows) => setLayer(layer.key, { rows })} error={err(`layers.${i}.fields`)} />
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ layers: [...draft.layers, { key: layerKey++, name: '', url: '', rows: [] }] })}>
            <Plus aria-hidden="true" />
            Add layer
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
