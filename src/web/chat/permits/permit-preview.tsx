import { ArrowLeft, FilePlus } from 'lucide-react';
import { useState } from 'react';
import type { PermitResult } from '@/contracts/permits';
import { Button } from '@/web/ui/button';
import { ReferencePanel } from '../conversation/reference-panel';
import { toReference } from './permit-format';
import { ApprovalAdvice, PermitContext } from './permit-results';

type PermitPreviewProps = { result: PermitResult; fileUrl: string; onNewPermit: () => void; onBack: () => void };

/** Spec §2 preview mode: the PDF in an embedded viewer on the left two thirds, context and advice on the right third. */
export function PermitPreview({ result, fileUrl, onNewPermit, onBack }: PermitPreviewProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const citation = opened === null ? null : result.citations[opened] ?? null;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {result.file_name} · {result.municipality_name}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onNewPermit}>
            <FilePlus aria-hidden="true" /> New Permit
          </Button>
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
        </div>
      </div>
      <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-3">
        <section aria-label="Permit Preview" className="flex min-h-[60vh] flex-col overflow-hidden rounded-lg border lg:col-span-2 lg:min-h-0">
          <h2 className="border-b px-3 py-2 text-sm font-semibold">Permit Preview</h2>
          <iframe title="Permit Preview" src={fileUrl} className="min-h-[55vh] w-full flex-1 bg-muted lg:min-h-0" />
        </section>
        {/* On wide screens the cards scroll on their own, so the advice below them stays in view. */}
        <div className="flex flex-col gap-6 lg:min-h-0">
          <div className="lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:pr-1">
            <PermitContext result={result} onOpenCitation={(i) => setOpened(i)} />
          </div>
          <div className="lg:max-h-[55%] lg:shrink-0 lg:overflow-y-auto lg:border-t lg:pt-4 lg:pr-1">
            <ApprovalAdvice result={result} />
          </div>
        </div>
      </div>
      <ReferencePanel citation={citation ? toReference(citation) : null} onClose={() => setOpened(null)} />
    </div>
  );
}
