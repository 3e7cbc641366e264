import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, FileUp, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { GRANT_MESSAGES, type GrantImportReport } from '@/contracts/grants';
import { useJobProgress } from '@/web/admin/lib/use-job-progress';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/web/ui/collapsible';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Progress } from '@/web/ui/progress';
import { describeImport } from './grant-format';
import { isFinished, useGrantImport, useUploadGrants } from './grant-queries';

const SHOWN_REJECTIONS = 50;

/** Super admins only (spec §6): upload a .csv of Assistance Listings, follow the import, and read its report. */
export function GrantImportPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const upload = useUploadGrants();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const status = useGrantImport(jobId);
  const finished = isFinished(status.data);
  const live = useJobProgress(jobId, { enabled: jobId !== null && !finished });

  useEffect(() => {
    // New listings change every search: forget the cached ones once the import is done.
    if (status.data?.status === 'completed') void queryClient.invalidateQueries({ queryKey: ['grants'], predicate: (q) => q.queryKey[1] !== 'import' });
  }, [status.data?.status, queryClient]);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !/\.csv$/i.test(chosen.name)) {
      event.target.value = '';
      setFile(null);
      setProblem('Only .csv files can be imported.');
      return;
    }
    setFile(chosen);
    setProblem(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || upload.isPending) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (started) => {
        setJobId(started.job_id);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        toast.error(GRANT_MESSAGES.uploadFailed, { description: error.message });
        setProblem(error.message);
      },
    });
  }

  const percentage = status.data?.status === 'completed' ? 100 : Math.max(live.percentage ?? 0, status.data?.progress ?? 0);
  const message = live.latest?.message ?? status.data?.message ?? 'Queued';
  return (
    <Collapsible open={open || jobId !== null} onOpenChange={setOpen} asChild>
      <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          <CollapsibleTrigger className="flex w-full items-center justify-between gap-2 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&[data-state=open]>svg]:rotate-180">
            Import Assistance Listings (.csv)
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform" />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            A .csv with Ordo&apos;s columns or SAM.gov&apos;s Assistance Listings export. Listings are added or updated by program number.
          </p>
          <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <Label htmlFor={`${id}-file`}>Listings file (.csv)</Label>
              <Input id={`${id}-file`} ref={input} type="file" accept=".csv,text/csv" onChange={handleFileChange} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
            </div>
            <Button type="submit" disabled={!file || upload.isPending}>
              {upload.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </form>
          {problem && (
            <Alert variant="destructive" id={`${id}-problem`}>
              <AlertTitle>{GRANT_MESSAGES.uploadFailed}</AlertTitle>
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          {jobId && !finished && (
            <div role="status" className="grid gap-1.5" data-testid="grant-import-progress">
              <Progress value={percentage} aria-label="Import progress" />
              <p className="text-sm text-muted-foreground">{message}</p>
            </div>
          )}
          {status.data?.status === 'failed' && (
            <Alert variant="destructive">
              <AlertTitle>{GRANT_MESSAGES.uploadFailed}</AlertTitle>
              <AlertDescription>{status.data.error ?? 'The import stopped before it finished.'}</AlertDescription>
            </Alert>
          )}
          {status.data?.report && <ImportReport report={status.data.report} />}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

function ImportReport({ report }: { report: GrantImportReport }) {
  const shown = report.rejected.slice(0, SHOWN_REJECTIONS);
  return (
    <div data-testid="grant-import-report" className="grid gap-2 text-sm">
      <Alert variant={report.rejected.length ? 'info' : 'success'}>
        <AlertTitle>Imported {report.file_name}</AlertTitle>
        <AlertDescription>
          <p>{describeImport(report)}.</p>
          {report.format === 'sam_gov' && <p>Read with SAM.gov&apos;s column names.</p>}
          {report.ignored_columns.length > 0 && <p>Columns not used: {report.ignored_columns.join(', ')}.</p>}
        </AlertDescription>
      </Alert>
      {shown.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="pb-1 text-left font-medium">Rejected rows</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3">Line</th>
                <th scope="col" className="py-1 pr-3">Program number</th>
                <th scope="col" className="py-1">Reason</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.line} className="border-b align-top last:border-0">
                  <td className="py-1 pr-3 tabular-nums">{r.line}</td>
                  <td className="py-1 pr-3">{r.program_number ?? '—'}</td>
                  <td className="py-1">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rejected.length > shown.length && <p className="pt-1 text-muted-foreground">…and {report.rejected.length - shown.length} more rejected rows.</p>}
        </div>
      )}
    </div>
  );
}
