import { z } from 'zod';

/** Document status and the progress value the workbench shows for it (spec admin-tool §4). */
export const DOCUMENT_STATUS_PROGRESS = {
  pending: 0,
  uploaded: 25,
  creating_chunks: 30,
  processing: 50,
  completed: 100,
  failed: 0,
} as const;
export type DocumentStatus = keyof typeof DOCUMENT_STATUS_PROGRESS;

export const VECTORIZED_STATUS_PROGRESS = {
  vectorizing: 70,
  vectorize_completed: 100,
  vectorize_failed: 0,
} as const;
export type VectorizedStatus = keyof typeof VECTORIZED_STATUS_PROGRESS;

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** How a parse job cuts page text into raw chunks; the server supplies this list to the form. */
export const CHUNK_MODES = ['variable', 'section', 'page', 'block'] as const;
export type ChunkMode = (typeof CHUNK_MODES)[number];

export const DIVISOR_TYPES = [
  'title', 'volume', 'part', 'division', 'subdivision', 'article', 'chapter', 'section',
  'subsection', 'clause', 'subclause', 'paragraph', 'subchapter', 'provision', 'subpart', 'URL',
] as const;
export type DivisorType = (typeof DIVISOR_TYPES)[number];

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.md', '.markdown', '.html', '.htm', '.zip'] as const;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_WINDOW = 5;
export const PARSE_JOB_DEFAULT_CHUNK_SIZE = 3000;
export const MAX_CHUNK_SIZE = 100_000;

/** Chunk size badge: under 300 red; 2000 to 4000 green; otherwise yellow (spec admin-tool §5). */
export function chunkSizeTone(size: number): 'red' | 'yellow' | 'green' {
  if (size < 300) return 'red';
  if (size >= 2000 && size <= 4000) return 'green';
  return 'yellow';
}

// ---- what the pages receive -------------------------------------------------------------------

export type DocumentSummary = {
  id: number;
  name: string;
  description: string | null;
  status: DocumentStatus;
  status_reason: string | null;
  vectorized_status: VectorizedStatus | null;
  vectorized_at: string | null;
  page_count: number | null;
  file_name: string | null;
  /** Where "View Document" opens the original file. */
  file_url: string | null;
  file_size: number | null;
  divisor_types: string[];
  completed: boolean;
  created_at: string;
  updated_at: string;
};

export type ParseJobSummary = {
  id: number;
  job_id: string | null;
  name: string;
  status: JobStatus;
  chunk_size: number;
  chunk_mode: ChunkMode;
  start_page: number;
  end_page: number;
  error: string | null;
  chunks_count: number;
  created_at: string;
};

/** The parse response a job records: what the parser saw and did. */
/** One page recognised by OCR in a parse job. */
export type OcrPageReport = { page: number; characters: number; confidence: number | null };

export type ParseResponse = {
  parser: string;
  page_count: number;
  pages_parsed: number;
  pages_without_text: number[];
  /** Pages read by text recognition (they had no text layer): characters read and the words' mean confidence (0–100). */
  ocr_pages?: OcrPageReport[];
  removed_lines: string[];
  chunks: number;
  characters: number;
  warnings: string[];
  duration_ms: number;
};

export type ParseJobDetail = ParseJobSummary & {
  response_payload: ParseResponse | null;
  raw_chunks: { id: number; page_number: number; content: string }[];
};

export type SplitJobSummary = {
  id: number;
  job_id: string | null;
  name: string;
  header_search_string: string | null;
  split_rules: string | null;
  start_page: number;
  end_page: number;
  /** page number (as a string key) → section title, or "no" for a page that starts nothing. */
  start_pages: Record<string, string> | null;
  status: JobStatus;
  error: string | null;
  created_at: string;
};

export type ExtractJobSummary = {
  id: number;
  job_id: string | null;
  name: string;
  status: JobStatus;
  start_page: number;
  end_page: number;
  divisor_types: string[];
  created_at: string;
};

export type ChunkCollectionSummary = {
  id: number;
  name: string | null;
  parse_job_id: number;
  extract_job_id: number | null;
  chunks_count: number;
  created_at: string;
};

export type ChunkRow = {
  id: number;
  page_number: number | null;
  citation: string | null;
  content: string;
  embed: string | null;
  metadata: Record<string, unknown>;
  parse_job_id: number | null;
  chunk_collection_id: number | null;
  size: number;
};

export type Paging = { current_page: number; total_pages: number; per_page: number; total_count: number };

// ---- what the forms send -----------------------------------------------------------------------

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

const pageNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(1, `${label} must be at least 1.`);

export const DocumentFields = z.object({
  name: z.string({ error: "Name can't be blank." }).trim().min(1, "Name can't be blank.").max(255, 'Name is too long (at most 255 characters).'),
  description: optionalText(5000),
});
export type DocumentFields = z.infer<typeof DocumentFields>;

export const ParseJobFields = z
  .object({
    name: optionalText(255),
    chunk_size: z.coerce
      .number({ error: 'Chunk size must be a number.' })
      .int('Chunk size must be a whole number.')
      .min(100, 'Chunk size must be at least 100 characters.')
      .max(MAX_CHUNK_SIZE, `Chunk size must be at most ${MAX_CHUNK_SIZE} characters.`),
    chunk_mode: z.enum(CHUNK_MODES, { error: `Chunk mode must be one of: ${CHUNK_MODES.join(', ')}.` }),
    start_page: pageNumber('Start page'),
    end_page: pageNumber('End page'),
  })
  .refine((v) => v.start_page <= v.end_page, { path: ['start_page'], message: 'Start page must not be after the end page.' });
export type ParseJobFields = z.infer<typeof ParseJobFields>;

export const StartPages = z.record(z.string().regex(/^\d+$/, 'Keys must be page numbers.'), z.string());

export const SplitJobFields = z
  .object({
    start_page: pageNumber('Start page'),
    end_page: pageNumber('End page'),
    header_search_string: optionalText(500),
    split_rules: optionalText(5000),
    start_pages: StartPages.nullish(),
  })
  .refine((v) => v.start_page <= v.end_page, { path: ['start_page'], message: 'Start page must not be after the end page.' });
export type SplitJobFields = z.infer<typeof SplitJobFields>;

export const ChunkFields = z.object({
  page_number: z.coerce.number({ error: 'Page number must be a number.' }).int().min(1, 'Page number must be at least 1.').nullish(),
  citation: optionalText(1000),
  content: z.string({ error: "Content can't be blank." }).trim().min(1, "Content can't be blank.").max(MAX_CHUNK_SIZE),
  embed: optionalText(MAX_CHUNK_SIZE),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type ChunkFields = z.infer<typeof ChunkFields>;

export const CombinedJobsFields = z.object({
  json_data: z.string().min(2, 'Enter the section map as JSON.'),
  overlap_pages: z.enum(['0', '1']).default('0'),
  extract_prompt: optionalText(50_000),
  json_map: optionalText(50_000),
  divisor_types: z.array(z.enum(DIVISOR_TYPES)).min(1, 'Choose at least one divisor type.'),
});
export type CombinedJobsFields = z.infer<typeof CombinedJobsFields>;

// ---- part 2: structure, collections, test questions, publishing --------------------------------

export type ExtractJobDetail = ExtractJobSummary & {
  extract_prompt: string | null;
  json_map: string | null;
  error: string | null;
  divisors_count: number;
  response_payload: Record<string, unknown> | null;
};

export type DivisorNode = {
  id: number;
  divisor_type: string;
  number: string | null;
  title: string;
  content_preview: string | null;
  parent_id: number | null;
  start_page: number | null;
  end_page: number | null;
  metadata: Record<string, unknown>;
  children: DivisorNode[];
};

export type TestQuestionRow = {
  id: number;
  chunk_id: number;
  chunk_collection_id: number | null;
  question_text: string;
  answer_text: string | null;
  status: 'pending' | 'answered' | 'failed';
  metadata: Record<string, unknown>;
  /** Section labels of the chunks the retrieval cited, best first. */
  citations: string[];
  citation_chunk_ids: number[];
  created_at: string;
};

export type MunicipalitySummary = { id: number; name: string; document_ids: number[] };

export const ExtractJobFields = z
  .object({
    name: optionalText(255),
    start_page: pageNumber('Start page'),
    end_page: pageNumber('End page'),
    extract_prompt: optionalText(50_000),
    json_map: optionalText(50_000),
    divisor_types: z.array(z.enum(DIVISOR_TYPES, { error: `Divisor types must be from: ${DIVISOR_TYPES.join(', ')}.` })).min(1, 'Choose at least one divisor type.'),
  })
  .refine((v) => v.start_page <= v.end_page, { path: ['start_page'], message: 'Start page must not be after the end page.' });
export type ExtractJobFields = z.infer<typeof ExtractJobFields>;

export const DIVISOR_METADATA_MESSAGE = 'Metadata must be valid JSON object (e.g., { "key": "value" })';

export const DivisorFields = z.object({
  divisor_type: z.string({ error: "Divisor type can't be blank." }).trim().min(1, "Divisor type can't be blank.").max(50),
  title: z.string({ error: "Title can't be blank." }).trim().min(1, "Title can't be blank.").max(1000),
  content_preview: optionalText(20_000),
  parent_id: z.coerce.number().int().positive().nullish(),
  metadata: z.record(z.string(), z.unknown(), { error: DIVISOR_METADATA_MESSAGE }).default({}),
});
export type DivisorFields = z.infer<typeof DivisorFields>;

export const ChunkCollectionFields = z.object({
  name: z.string({ error: "Name can't be blank." }).trim().min(1, "Name can't be blank.").max(255),
  parse_job_id: z.coerce.number({ error: 'Choose a parse job.' }).int().positive('Choose a parse job.'),
  extract_job_id: z
    .union([z.literal(''), z.null(), z.undefined(), z.coerce.number().int().positive()])
    .transform((v) => (typeof v === 'number' ? v : null)),
});
export type ChunkCollectionFields = z.infer<typeof ChunkCollectionFields>;
