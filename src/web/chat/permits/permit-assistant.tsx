import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { PermitResult, PermitReviewSummary } from '@/contracts/permits';
import { isApiError } from '@/web/lib/api';
import { PermitForm } from './permit-form';
import { PermitHistory } from './permit-history';
import { PermitPreview } from './permit-preview';
import { fetchPermitReview, permitFileUrl, useProcessPermit } from './permit-queries';
import { ProcessingModal } from './processing-modal';

const FAILED = 'Processing failed. Please try again.';

/** The PDF shown in the preview: a local object URL for a fresh upload (released on leaving), or the stored file. */
type Preview = { result: PermitResult; url: string; isObjectUrl: boolean };

/** Permit Assistant (spec §2, §4): form → processing → preview with the PDF, Permit Context and Approval Advice. */
export function PermitAssistant() {
  const process = useProcessPermit();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<number | null>(null);

  useEffect(() => () => {
    if (preview?.isObjectUrl) URL.revokeObjectURL(preview.url);
  }, [preview]);

  function handleSubmit(input: { file: File; municipalityId: number; context: string }) {
    setError(null);
    process.mutate(input, {
      onSuccess: (result) => setPreview({ result, url: URL.createObjectURL(input.file), isObjectUrl: true }),
      onError: (e) => {
        // A 4xx says what to fix (not a PDF, a scan without text...); anything else is the spec's generic message.
        const message = isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : FAILED;
        setError(message);
        toast.error(FAILED === message ? FAILED : 'The permit could not be processed', { description: FAILED === message ? undefined : message });
      },
    });
  }

  function leavePreview() {
    setPreview(null);
    setError(null);
    setFormKey((k) => k + 1);
  }

  function handleBack() {
    toast('Leave the reader?', {
      description: "You'll need to re-select your PDF to continue.",
      action: {
        label: 'Confirm',
        onClick: () => {
          leavePreview();
          toast('Form resubmission required', { description: 'Please re-select your PDF and submit again.' });
        },
      },
    });
  }

  async function handleOpen(review: PermitReviewSummary) {
    setOpeningId(review.id);
    try {
      const result = await fetchPermitReview(review.id);
      setPreview({ result, url: permitFileUrl(review.id), isObjectUrl: false });
    } catch (e) {
      toast.error('The review could not be opened', { description: e instanceof Error ? e.message : FAILED });
    } finally {
      setOpeningId(null);
    }
  }

  return (
    <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-5 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Permit Assistant</h1>
        <p className="text-sm text-muted-foreground">Upload a submitted permit and we'll help you process it.</p>
      </header>
      {preview ? (
        <PermitPreview result={preview.result} fileUrl={preview.url} onNewPermit={leavePreview} onBack={handleBack} />
      ) : (
        <div className="grid max-w-2xl gap-8">
          <PermitForm key={formKey} isProcessing={process.isPending} error={error} onSubmit={handleSubmit} />
          <PermitHistory onOpen={(r) => void handleOpen(r)} openingId={openingId} />
        </div>
      )}
      <ProcessingModal open={process.isPending} />
    </div>
  );
}
