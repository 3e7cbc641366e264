import { router } from '@inertiajs/react';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { MadminMunicipality } from '@/contracts/gis';
import type { MunicipalityDeletionImpact } from '@/contracts/madmin-municipalities';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { LinkButton } from '../components/link-button';
import { fieldError } from '../lib/form-errors';
import { countOf } from '../lib/labels';
import { MADMIN_ROOT, madminPaths } from '../lib/madmin';
import type { PageProps } from '../lib/page-props';

type Props = PageProps<{ municipality: MadminMunicipality; impact: MunicipalityDeletionImpact }>;

/** What goes with the municipality, one line per kind of record it owns (only those it has). */
function removedLines(impact: MunicipalityDeletionImpact): string[] {
  return [
    impact.documents > 0 && `its association with ${countOf(impact.documents, 'document')} (the documents stay in the workbench)`,
    impact.indexed_chunks > 0 && `its search index of ${countOf(impact.indexed_chunks, 'chunk')}`,
    impact.layers > 0 && `${countOf(impact.layers, 'address lookup layer')}`,
    impact.permit_reviews > 0 && `${countOf(impact.permit_reviews, 'Permit Assistant review')}`,
    impact.contradictions > 0 && `${countOf(impact.contradictions, 'suspected contradiction')} found by the conflict scan`,
  ].filter((line): line is string => typeof line === 'string');
}

/** /madmin/municipalities/{id}/delete: what deleting keeps and removes; with conversations, the name must be typed. */
export default function MadminMunicipalityDelete({ municipality, impact, errors = {} }: Props) {
  const [typed, setTyped] = useState('');
  const [processing, setProcessing] = useState(false);
  const mustType = impact.conversations > 0;
  const matches = typed.trim() === municipality.name;
  const removed = removedLines(impact);
  const nameError = fieldError(errors, 'confirm_name', 'municipality');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mustType && !matches) return;
    router.delete(madminPaths.municipality(municipality.id), {
      data: { confirm_name: typed.trim() },
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    });
  };

  return (
    <AdminLayout
      title={`Delete ${municipality.name}?`}
      root={MADMIN_ROOT}
      breadcrumbs={[{ label: municipality.name, href: madminPaths.municipality(municipality.id) }, { label: 'Delete' }]}
    >
      <form onSubmit={handleSubmit} noValidate className="grid w-full max-w-2xl gap-6">
        <ErrorSummary errors={errors} />
        <Card>
          <CardHeader>
            <CardTitle>Kept</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm" data-testid="kept">
              {mustType
                ? `${countOf(impact.conversations, 'conversation')} of ${countOf(impact.conversation_users, 'user')}, with every question and answer: archived, no longer tied to a municipality. Their users find them under Archived.`
                : 'Nobody has a conversation about this municipality.'}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Deleted</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p>The municipality itself{removed.length ? ', and:' : '. It owns nothing else.'}</p>
            {removed.length > 0 && (
              <ul className="list-disc pl-5" data-testid="removed">
                {removed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {mustType && (
          <FormField id="confirm_name" label={`Type "${municipality.name}" to confirm`} required error={nameError}>
            <Input {...fieldA11y('confirm_name', nameError)} value={typed} autoComplete="off" aria-required="true" onChange={(e) => setTyped(e.target.value)} />
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" disabled={processing || (mustType && !matches)}>
            <Trash2 aria-hidden="true" />
            {processing ? 'Deleting...' : 'Delete Municipality'}
          </Button>
          <LinkButton href={madminPaths.municipality(municipality.id)} size="default">
            Cancel
          </LinkButton>
        </div>
      </form>
    </AdminLayout>
  );
}
