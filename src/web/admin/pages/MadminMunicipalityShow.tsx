import { Pencil, Trash2 } from 'lucide-react';
import type { LayerKind, MadminLayer, MadminMunicipality } from '@/contracts/gis';
import { type MadminMunicipalityDocument, type MadminMunicipalityIndex, US_STATES } from '@/contracts/madmin-municipalities';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { LinkButton } from '../components/link-button';
import { AddressTester } from '../components/madmin/address-tester';
import { LayersTable } from '../components/madmin/layers-table';
import { MunicipalityDocumentsCard } from '../components/madmin/municipality-documents-card';
import { LayerUploadForm } from '../components/madmin/layer-upload-form';
import { MADMIN_ROOT, madminPaths, PROVIDER_LABELS, VARIANT_LABELS } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{
  municipality: MadminMunicipality;
  layers: MadminLayer[];
  documents?: MadminMunicipalityDocument[];
  search_index?: MadminMunicipalityIndex;
  layer_kinds?: LayerKind[];
  layer_extensions?: string[];
  max_layer_bytes?: number;
}>;

const NO_INDEX: MadminMunicipalityIndex = { chunks: 0, version: 0, refreshed_at: null };

/** /madmin/municipalities/{id}: profile, documents and search index, address lookup settings and a lookup to try, the layers and the upload form. */
export default function MadminMunicipalityShow({ municipality, layers = [], documents = [], search_index: searchIndex = NO_INDEX, layer_kinds = ['areas', 'address_points'], layer_extensions = ['.geojson', '.json', '.csv'], max_layer_bytes = 50 * 1024 * 1024, errors = {} }: Props) {
  const { gis } = municipality;
  const features = layers.reduce((sum, l) => sum + l.feature_count, 0);
  return (
    <AdminLayout
      title={municipality.name}
      root={MADMIN_ROOT}
      breadcrumbs={[{ label: municipality.name }]}
      actions={
        <>
          <LinkButton href={madminPaths.editMunicipality(municipality.id)}>
            <Pencil aria-hidden="true" />
            Edit
          </LinkButton>
          <LinkButton href={madminPaths.deleteMunicipality(municipality.id)} className="text-red-600 dark:text-red-400">
            <Trash2 aria-hidden="true" />
            Delete
          </LinkButton>
        </>
      }
    >
      <ErrorSummary errors={errors} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Profile">
        <dt className="text-muted-foreground">State</dt>
        <dd data-testid="municipality-state">{municipality.state ? (US_STATES[municipality.state] ?? municipality.state) : 'Not given'}</dd>
        <dt className="text-muted-foreground">Website</dt>
        <dd className="break-all">
          {municipality.website ? (
            <a href={municipality.website} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              {municipality.website}
            </a>
          ) : (
            'Not given'
          )}
        </dd>
      </dl>
      <MunicipalityDocumentsCard municipalityName={municipality.name} documents={documents} searchIndex={searchIndex} />
      <Card>
        <CardHeader>
          <CardTitle>Address lookup</CardTitle>
          <CardDescription>What residents see when they type their address in Select a Municipality.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Address form</dt>
            <dd>{VARIANT_LABELS[municipality.address_variant] ?? municipality.address_variant}</dd>
            <dt className="text-muted-foreground">Provider</dt>
            <dd data-testid="gis-provider">{PROVIDER_LABELS[gis.provider]}</dd>
            {gis.provider === 'arcgis' && gis.arcgis && (
              <>
                <dt className="text-muted-foreground">Geocoder</dt>
                <dd className="break-all">{gis.arcgis.geocoder.url}</dd>
                <dt className="text-muted-foreground">Layers</dt>
                <dd>{gis.arcgis.layers.map((l) => l.name).join(', ') || 'none'}</dd>
              </>
            )}
            {gis.provider === 'embedded' && (
              <>
                <dt className="text-muted-foreground">Layers</dt>
                <dd>
                  {layers.length} layers, {features.toLocaleString('en-US')} features
                </dd>
              </>
            )}
          </dl>
          {gis.provider !== 'none' && <AddressTester municipalityId={municipality.id} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Layers</CardTitle>
          <CardDescription>
            Used by the embedded provider{gis.provider === 'embedded' ? '' : ' (choose it under Edit to use them)'}: address points place the address, areas give its fields.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LayersTable municipalityId={municipality.id} layers={layers} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Upload a layer</CardTitle>
          <CardDescription>A layer of the same name is replaced. Nothing is stored when the file or a mapping has a problem.</CardDescription>
        </CardHeader>
        <CardContent>
          <LayerUploadForm municipalityId={municipality.id} kinds={layer_kinds} extensions={layer_extensions} maxBytes={max_layer_bytes} errors={errors} />
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
