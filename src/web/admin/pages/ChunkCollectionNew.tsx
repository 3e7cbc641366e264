import { type ChunkCollectionPageProps, ChunkCollectionFormPage } from '../components/chunk-collections/chunk-collection-form';

/** /documents/:id/chunk_collections/new. */
export default function ChunkCollectionNew(props: ChunkCollectionPageProps) {
  return <ChunkCollectionFormPage {...props} />;
}
