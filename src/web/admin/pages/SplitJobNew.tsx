import SplitJobFormPage, { type SplitJobPageProps } from './SplitJobForm';

/** /documents/:id/split_jobs/new. */
export default function SplitJobNew(props: SplitJobPageProps) {
  return <SplitJobFormPage {...props} />;
}
