import type { DocumentSummary } from '@/contracts/workbench';
import DocumentFormPage, { type DocumentFormPageProps } from './DocumentForm';

/** /documents/:id/edit: the form plus status and vectorized status. */
export default function DocumentEdit(props: DocumentFormPageProps & { document: DocumentSummary }) {
  return <DocumentFormPage {...props} />;
}
