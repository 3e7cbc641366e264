import ChunkFormPage, { type ChunkPageProps } from './ChunkForm';

/** /documents/:id/chunks/new. */
export default function ChunkNew(props: ChunkPageProps) {
  return <ChunkFormPage {...props} chunk={null} />;
}
