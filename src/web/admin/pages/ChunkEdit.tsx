import ChunkFormPage, { type ChunkPageProps } from './ChunkForm';

/** /documents/:id/chunks/:cid/edit. */
export default function ChunkEdit(props: ChunkPageProps) {
  return <ChunkFormPage {...props} />;
}
