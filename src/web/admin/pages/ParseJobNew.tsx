import ParseJobFormPage, { type ParseJobPageProps } from './ParseJobForm';

/** /documents/:id/parse_jobs/new. */
export default function ParseJobNew(props: ParseJobPageProps) {
  return <ParseJobFormPage {...props} />;
}
