import ExtractJobFormPage, { type ExtractJobPageProps } from './ExtractJobForm';

/** /documents/:id/extract_jobs/new. */
export default function ExtractJobNew(props: ExtractJobPageProps) {
  return <ExtractJobFormPage {...props} />;
}
