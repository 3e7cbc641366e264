import { Eye, Pencil, Plus } from 'lucide-react';
import type { MadminMunicipalityRow } from '@/contracts/gis';
import { AdminLayout } from '../admin-layout';
import { LinkButton, TextLink } from '../components/link-button';
import { type Column, ResponsiveTable } from '../components/responsive-table';
import { MADMIN_ROOT, madminPaths, PROVIDER_LABELS, VARIANT_LABELS } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{ municipalities: MadminMunicipalityRow[] }>;

const PROVIDER_SHORT: Record<string, string> = { none: 'None', embedded: 'Embedded', arcgis: 'ArcGIS' };

/** /madmin/municipalities: every municipality with its state, documents, conversations, address form, GIS provider, layers and features. */
export default function MadminMunicipalitiesIndex({ municipalities = [] }: Props) {
  const columns: Column<MadminMunicipalityRow>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnCard: true,
      cell: (m) => (
        <TextLink href={madminPaths.municipality(m.id)} className="break-words">
          {m.name}
        </TextLink>
      ),
    },
    { key: 'state', header: 'State', cell: (m) => m.state ?? '—' },
    { key: 'documents', header: 'Documents', className: 'text-right tabular-nums', cell: (m) => m.document_count.toLocaleString('en-US') },
    { key: 'conversations', header: 'Conversations', className: 'text-right tabular-nums', cell: (m) => m.conversation_count.toLocaleString('en-US') },
    { key: 'variant', header: 'Address form', cell: (m) => VARIANT_LABELS[m.address_variant] ?? m.address_variant },
    { key: 'provider', header: 'Address lookup', cell: (m) => <span title={PROVIDER_LABELS[m.provider]}>{PROVIDER_SHORT[m.provider]}</span> },
    { key: 'layers', header: 'Layers', className: 'text-right tabular-nums', cell: (m) => m.layer_count.toLocaleString('en-US') },
    { key: 'features', header: 'Features', className: 'text-right tabular-nums', cell: (m) => m.feature_count.toLocaleString('en-US') },
  ];
  return (
    <AdminLayout
      title="Municipalities"
      root={MADMIN_ROOT}
      actions={
        <LinkButton href={madminPaths.newMunicipality()} variant="default">
          <Plus aria-hidden="true" />
          New Municipality
        </LinkButton>
      }
    >
      <ResponsiveTable
        label="Municipalities"
        rows={municipalities}
        rowKey={(m) => m.id}
        columns={columns}
        empty="No municipalities yet."
        actions={(m) => (
          <>
            <LinkButton href={madminPaths.municipality(m.id)} variant="ghost" aria-label={`View ${m.name}`}>
              <Eye aria-hidden="true" />
              View
            </LinkButton>
            <LinkButton href={madminPaths.editMunicipality(m.id)} variant="ghost" aria-label={`Edit ${m.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </LinkButton>
          </>
        )}
      />
    </AdminLayout>
  );
}
