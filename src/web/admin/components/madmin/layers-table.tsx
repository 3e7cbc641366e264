import { router } from '@inertiajs/react';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { MadminLayer } from '@/contracts/gis';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { madminPaths, type MappingRow, mappingRowError, mappingRows, mappingsOf } from '../../lib/madmin';
import { formatBytes } from '../../lib/upload';
import { ConfirmButton } from '../confirm-button';
import { type Column, ResponsiveTable } from '../responsive-table';
import { FieldMappingsEditor } from './field-mappings-editor';

/** The municipality's layers: kind, feature count, properties and mappings, with edit-mappings and delete. */
export function LayersTable({ municipalityId, layers }: { municipalityId: number; layers: MadminLayer[] }) {
  const [editing, setEditing] = useState<MadminLayer | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const columns: Column<MadminLayer>[] = [
    {
      key: 'name',
      header: 'Layer',
      hideLabelOnCard: true,
      cell: (layer) => (
        <span className="grid gap-0.5">
          <span className="font-medium break-words">{layer.name}</span>
          <span className="text-xs text-muted-foreground">
            {layer.file_name}
            {layer.file_size != null && ` · ${formatBytes(layer.file_size)}`}
          </span>
        </span>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (layer) => (layer.kind === 'areas' ? 'Areas' : 'Address points') },
    {
      key: 'features',
      header: 'Features',
      className: 'text-right tabular-nums',
      cell: (layer) => <span data-testid="layer-feature-count">{layer.feature_count.toLocaleString('en-US')}</span>,
    },
    {
      key: 'mappings',
      header: 'Mappings',
      cell: (layer) =>
        layer.mappings.length ? (
          <ul className="grid gap-0.5 text-xs">
            {layer.mappings.map((m) => (
              <li key={m.field}>
                <code>{m.property}</code> → <code>{m.field}</code>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-muted-foreground">{layer.kind === 'areas' ? 'None: this layer fills no field' : 'None'}</span>
        ),
    },
  ];

  return (
    <>
      <ResponsiveTable
        label="Layers"
        rows={layers}
        rowKey={(layer) => layer.id}
        columns={columns}
        empty="No layers yet. Upload address points and the areas (wards, precincts, zones) below."
        actions={(layer) => (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing(layer)} aria-label={`Edit mappings of ${layer.name}`}>
              <Pencil aria-hidden="true" />
              Mappings
            </Button>
            <ConfirmButton
              variant="ghost"
              message="Are you sure?"
              description={`The layer "${layer.name}" and its ${layer.feature_count.toLocaleString('en-US')} features will be deleted.`}
              onConfirm={() =>
                router.delete(madminPaths.layer(municipalityId, layer.id), {
                  preserveScroll: true,
                  onStart: () => setDeletingId(layer.id),
                  onFinish: () => setDeletingId(null),
                })
              }
              disabled={deletingId === layer.id}
              aria-label={`Delete ${layer.name}`}
            >
              <Trash2 aria-hidden="true" />
              {deletingId === layer.id ? 'Deleting...' : 'Delete'}
            </ConfirmButton>
          </>
        )}
      />
      {editing && <MappingsDialog municipalityId={municipalityId} layer={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function MappingsDialog({ municipalityId, layer, onClose }: { municipalityId: number; layer: MadminLayer; onClose: () => void }) {
  const [rows, setRows] = useState<MappingRow[]>(() => mappingRows(layer.mappings));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = mappingRowError(rows);
    setError(problem);
    if (problem) return;
    router.patch(madminPaths.layer(municipalityId, layer.id), { layer: { mappings: mappingsOf(rows) } }, {
      preserveScroll: true,
      onStart: () => setSaving(true),
      onFinish: () => setSaving(false),
      onSuccess: (page) => {
        const errors = (page.props as { errors?: Record<string, string> }).errors ?? {};
        if (Object.keys(errors).length) setError(Object.values(errors)[0]);
        else onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Mappings of {layer.name}</DialogTitle>
          <DialogDescription>
            The layer's {layer.property_names.length} properties: {layer.property_names.slice(0, 12).join(', ')}
            {layer.property_names.length > 12 ? ', …' : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <FieldMappingsEditor label={layer.name} rows={rows} onChange={(next) => { setRows(next); setError(undefined); }} propertyNames={layer.property_names} error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save mappings'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
