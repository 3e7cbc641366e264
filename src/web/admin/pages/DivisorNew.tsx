import DivisorFormPage, { type DivisorPageProps } from './DivisorForm';

/** /documents/:id/extract_jobs/:jobId/divisors/new. */
export default function DivisorNew(props: DivisorPageProps) {
  return <DivisorFormPage {...props} />;
}
