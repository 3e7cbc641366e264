import { type FormEvent, useState } from 'react';
import type { GisProvider, MadminMunicipality } from '@/contracts/gis';
import { US_STATES, WEBSITE_MESSAGE } from '@/contracts/madmin-municipalities';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { FormActions } from '../components/form-actions';
import { fieldA11y, FormField } from '../components/form-field';
import { ArcGisSettingsFields, arcgisDraft, arcgisPayload } from '../components/madmin/arcgis-settings-fields';
import { MADMIN_ROOT, madminPaths, mappingRowError, PROVIDER_LABELS, VARIANT_LABELS } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';
import { useFormState } from '../lib/use-form-state';

export type MadminMunicipalityFormProps = PageProps<{
  municipality: MadminMunicipality | null;
  address_variants?: string[];
  providers?: GisProvider[];
}>;

/** Name, address form (variant) and address lookup provider of a municipality; ArcGIS settings when chosen. */
function MadminMunicipalityForm({ municipality, address_variants: variants = Object.keys(VARIANT_LABELS), providers = ['none', 'embedded', 'arcgis'], errors = {} }: MadminMunicipalityFormProps) {
  const initial = {
    name: municipality?.name ?? '',
    state: municipality?.state ?? '',
    website: municipality?.website ?? '',
    address_variant: municipality?.address_variant ?? 'none',
    provider: municipality?.gis.provider ?? 'none',
  };
  const form = useFormState<typeof initial, 'arcgis'>(initial, errors, 'municipality');
  const { values, errorFor, setValue } = form;
  const [draft, setDraft] = useState(() => arcgisDraft(municipality?.gis.arcgis));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const arcgisProblem =
      values.provider === 'arcgis' ? (mappingRowError(draft.parcelRows) ?? draft.layers.map((l) => mappingRowError(l.rows)).find(Boolean)) : undefined;
    const website = values.website.trim();
    const websiteProblem = website && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website) ? WEBSITE_MESSAGE : undefined;
    if (!form.check({ name: values.name.trim() ? undefined : "Name can't be blank.", website: websiteProblem, arcgis: arcgisProblem })) return;
    const gis = { provider: values.provider, arcgis: values.provider === 'arcgis' ? arcgisPayload(draft) : null };
    const data = { municipality: { name: values.name.trim(), state: values.state, website, address_variant: values.address_variant, gis } };
    if (municipality) form.submit('put', madminPaths.municipality(municipality.id), data);
    else form.submit('post', madminPaths.municipalities(), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5">
          <FormField id="municipality_name" label="Name" required error={errorFor('name')}>
            <Input
              {...fieldA11y('municipality_name', errorFor('name'))}
              value={values.name}
              aria-required="true"
              autoComplete="off"
              onChange={(e) => setValue('name', e.target.value)}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
            <FormField id="municipality_state" label="State" error={errorFor('state')}>
              <NativeSelect {...fieldA11y('municipality_state', errorFor('state'))} value={values.state} onChange={(e) => setValue('state', e.target.value)}>
                <option value="">Not given</option>
                {Object.entries(US_STATES).map(([code, stateName]) => (
                  <option key={code} value={code}>
                    {stateName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="municipality_website" label="Website" error={errorFor('website')} hint="The municipality's own site, e.g. https://www.rivergrove.gov.">
              <Input
                {...fieldA11y('municipality_website', errorFor('website'), true)}
                type="url"
                inputMode="url"
                value={values.website}
                autoComplete="off"
                placeholder="https://"
                onChange={(e) => setValue('website', e.target.value)}
              />
            </FormField>
          </div>
          <FormField id="municipality_variant" label="Address form" error={errorFor('address_variant')} hint="Which address fields Select a Municipality shows: county style asks for address, unit, city and parcel ID; Springdale and Decatur styles for the address only.">
            <NativeSelect {...fieldA11y('municipality_variant', errorFor('address_variant'), true)} value={values.address_variant} onChange={(e) => setValue('address_variant', e.target.value)}>
              {variants.map((v) => (
                <option key={v} value={v}>
                  {VARIANT_LABELS[v] ?? v}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="municipality_provider" label="Address lookup (GIS provider)" error={errorFor('provider')}>
            <NativeSelect {...fieldA11y('municipality_provider', errorFor('provider'))} value={values.provider} onChange={(e) => setValue('provider', e.target.value)}>
              {providers.map((p) => (
                <option key={p} value={p}>
                  {PROVIDER_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {values.provider === 'embedded' && (
            <p className="text-sm text-muted-foreground">Upload the address points and area layers on the municipality's page after saving.</p>
          )}
        </CardContent>
      </Card>
      {values.provider === 'arcgis' && (
        <Card>
          <CardHeader>
            <CardTitle>ArcGIS REST services</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ArcGisSettingsFields draft={draft} onChange={(next) => { setDraft(next); form.clearError('arcgis'); }} errors={errors} />
            {errorFor('arcgis') && <p className="text-sm text-red-600 dark:text-red-400">{errorFor('arcgis')}</p>}
          </CardContent>
        </Card>
      )}
      <FormActions
        label={municipality ? 'Update Municipality' : 'Create Municipality'}
        processing={form.processing}
        cancelHref={municipality ? madminPaths.municipality(municipality.id) : madminPaths.municipalities()}
      />
    </form>
  );
}

/** The page around the form: "New Municipality" or "Edit Municipality". */
export default function MadminMunicipalityFormPage(props: MadminMunicipalityFormProps) {
  const { municipality } = props;
  const breadcrumbs = municipality
    ? [{ label: municipality.name, href: madminPaths.municipality(municipality.id) }, { label: 'Edit' }]
    : [{ label: 'New Municipality' }];
  return (
    <AdminLayout title={municipality ? 'Edit Municipality' : 'New Municipality'} root={MADMIN_ROOT} breadcrumbs={breadcrumbs}>
      <div className="w-full max-w-3xl">
        <MadminMunicipalityForm {...props} />
      </div>
    </AdminLayout>
  );
}
