import DocumentFormPage, { type DocumentFormPageProps } from './DocumentForm';

/** /documents/new. */
export default function DocumentNew(props: DocumentFormPageProps) {
  return <DocumentFormPage {...props} document={null} />;
}
