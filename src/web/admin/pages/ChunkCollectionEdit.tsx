import { type ChunkCollectionPageProps, ChunkCollectionFormPage } from '../components/chunk-collections/chunk-collection-form';

/** /documents/:id/chunk_collections/:cid/edit. */
export default function ChunkCollectionEdit(props: ChunkCollectionPageProps) {
  return <ChunkCollectionFormPage {...props} />;
}
