/** URLs of the workbench pages and actions, in one place so pages never hand-build them. */
type Id = number | string;

function withQuery(path: string, query: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const doc = (id: Id) => `/documents/${id}`;

export const paths = {
  documents: (query?: { search?: string; sort?: string }) => withQuery('/documents', query),
  newDocument: () => '/documents/new',
  document: doc,
  editDocument: (id: Id) => `${doc(id)}/edit`,
  municipalityDocuments: (query?: { search?: string; tab?: string }) => withQuery('/municipality_documents', query),
  associateDocument: (municipalityId: Id, id: Id) => `/api/v1/municipalities/${municipalityId}/documents/${id}/associate`,
  disassociateDocument: (municipalityId: Id, id: Id) => `/api/v1/municipalities/${municipalityId}/documents/${id}/disassociate`,

  completeDocument: (id: Id) => `${doc(id)}/complete`,
  uploadDocumentChunks: (id: Id) => `${doc(id)}/upload_document_chunks`,
  scheduleTestQuestions: (id: Id) => `${doc(id)}/schedule_test_questions`,
  questions: (id: Id) => `${doc(id)}/questions`,

  parseJobs: (id: Id) => `${doc(id)}/parse_jobs`,
  newParseJob: (id: Id) => `${doc(id)}/parse_jobs/new`,
  parseJob: (id: Id, jobId: Id) => `${doc(id)}/parse_jobs/${jobId}`,
  editParseJob: (id: Id, jobId: Id) => `${doc(id)}/parse_jobs/${jobId}/edit`,

  splitJobs: (id: Id) => `${doc(id)}/split_jobs`,
  newSplitJob: (id: Id) => `${doc(id)}/split_jobs/new`,
  splitJob: (id: Id, jobId: Id) => `${doc(id)}/split_jobs/${jobId}`,
  editSplitJob: (id: Id, jobId: Id) => `${doc(id)}/split_jobs/${jobId}/edit`,
  updateSplitJob: (id: Id, jobId: Id) => withQuery(`${doc(id)}/update_split_job`, { split_job_id: jobId }),
  createCombinedJobs: (id: Id) => `${doc(id)}/create_combined_jobs`,

  extractJobs: (id: Id) => `${doc(id)}/extract_jobs`,
  newExtractJob: (id: Id) => `${doc(id)}/extract_jobs/new`,
  extractJob: (id: Id, jobId: Id) => `${doc(id)}/extract_jobs/${jobId}`,
  editExtractJob: (id: Id, jobId: Id) => `${doc(id)}/extract_jobs/${jobId}/edit`,
  generateJsonMap: (id: Id) => `${doc(id)}/extract_jobs/generate_json_map`,
  divisors: (id: Id, jobId: Id, query?: { divisor_type?: string | null }) =>
    withQuery(`${doc(id)}/extract_jobs/${jobId}/divisors`, query),
  newDivisor: (id: Id, jobId: Id) => `${doc(id)}/extract_jobs/${jobId}/divisors/new`,
  divisor: (id: Id, jobId: Id, divisorId: Id) => `${doc(id)}/extract_jobs/${jobId}/divisors/${divisorId}`,
  editDivisor: (id: Id, jobId: Id, divisorId: Id) => `${doc(id)}/extract_jobs/${jobId}/divisors/${divisorId}/edit`,
  deleteMultipleDivisors: (id: Id, jobId: Id) => `${doc(id)}/extract_jobs/${jobId}/divisors/delete_multiple`,

  chunks: (id: Id, query?: { page?: number; per_page?: number; sort?: string }) => withQuery(`${doc(id)}/chunks`, query),
  newChunk: (id: Id) => `${doc(id)}/chunks/new`,
  chunk: (id: Id, chunkId: Id) => `${doc(id)}/chunks/${chunkId}`,
  editChunk: (id: Id, chunkId: Id) => `${doc(id)}/chunks/${chunkId}/edit`,
  destroyMultipleChunks: (id: Id) => `${doc(id)}/chunks/destroy_multiple`,

  chunkCollections: (id: Id) => `${doc(id)}/chunk_collections`,
  newChunkCollection: (id: Id) => `${doc(id)}/chunk_collections/new`,
  chunkCollection: (id: Id, collectionId: Id) => `${doc(id)}/chunk_collections/${collectionId}`,
  editChunkCollection: (id: Id, collectionId: Id) => `${doc(id)}/chunk_collections/${collectionId}/edit`,
  destroyAllChunkCollections: (id: Id) => `${doc(id)}/destroy_all_chunk_collections`,
  createChunkCollections: (id: Id) => `${doc(id)}/create_chunk_collections`,
  uploadCollectionChunks: (id: Id, collectionId: Id) => `${doc(id)}/chunk_collections/${collectionId}/upload_document_chunks`,
  scheduleTestQuestion: (id: Id, collectionId: Id, chunkId: Id) =>
    `${doc(id)}/chunk_collections/${collectionId}/chunks/${chunkId}/schedule_test_question`,
  chunkTestQuestions: (id: Id, collectionId: Id, chunkId: Id) =>
    `${doc(id)}/chunk_collections/${collectionId}/chunks/${chunkId}/test_questions`,
  testQuestion: (id: Id, collectionId: Id, chunkId: Id, questionId: Id) =>
    `${doc(id)}/chunk_collections/${collectionId}/chunks/${chunkId}/test_questions/${questionId}`,
  answerTestQuestion: (id: Id, collectionId: Id, chunkId: Id, questionId: Id) =>
    `${doc(id)}/chunk_collections/${collectionId}/chunks/${chunkId}/test_questions/${questionId}/answer`,

  codeHealthIndex: () => '/code_health',
  codeHealth: (municipalityId: Id, query?: { status?: string }) => withQuery(`/municipalities/${municipalityId}/code_health`, query),
  scanCodeHealth: (municipalityId: Id) => `/municipalities/${municipalityId}/code_health/scans`,
  reviewContradiction: (municipalityId: Id, id: Id) => `/municipalities/${municipalityId}/code_health/contradictions/${id}/review`,
};
