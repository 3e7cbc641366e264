import DivisorFormPage, { type DivisorPageProps } from './DivisorForm';

/** /documents/:id/extract_jobs/:jobId/divisors/:divisorId/edit. */
export default function DivisorEdit(props: DivisorPageProps) {
  return <DivisorFormPage {...props} />;
}
