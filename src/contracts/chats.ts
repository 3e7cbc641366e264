import { z } from 'zod';
import type { ContradictionStatus, SuspectedContradiction } from './contradictions';
import type { AddressFactView, AddressLookupStatus, AddressSuggestion } from './gis';

/*
 * The research assistant's JSON API (spec chat-app §3 and §7). Request bodies are parsed with these
 * schemas on the server; the web app uses the inferred response types.
 */

/** Longest prompt the server accepts; longer ones get a 422 that says so (nothing is stored). */
export const MAX_PROMPT_CHARACTERS = 100_000;
export const MAX_TITLE_CHARACTERS = 200;
export const MAX_FEEDBACK_CHARACTERS = 10_000;
/** Text sent to a completion helper is cut to this length before it is used. */
export const MAX_COMPLETION_INPUT_CHARACTERS = 20_000;

export const MessageSource = z.enum(['from_human', 'from_bot']);
export type MessageSource = z.infer<typeof MessageSource>;

export const Evaluation = z.enum(['helpful', 'unhelpful']);
export type Evaluation = z.infer<typeof Evaluation>;

export const ChatConfiguration = z.object({
  address_data: z.record(z.string(), z.unknown()),
  currently_selected_documents: z.array(z.number().int()),
});
export type ChatConfiguration = z.infer<typeof ChatConfiguration>;

/** One numbered citation of a bot message; `id` is the chunk id and `content` the chunk's text (the reference). */
export type MessageCitation = {
  n: number;
  id: number;
  document_id: number;
  document_name: string;
  /** "§ 25-723. Hours of operation" style title for the reference list. */
  title: string;
  section_label: string | null;
  /** The divisor path, e.g. "Title 25 › Chapter 7 › § 25-723". */
  citation: string | null;
  page_number: number | null;
  /** Sentence quoted verbatim from the chunk. */
  quote: string;
  /** The whole chunk text, shown in the reference panel. */
  content: string;
  /** Set when the cited text was read by OCR from a scanned page: those pages and their words' mean confidence (0–100). */
  ocr?: { pages: number[]; confidence: number | null };
};

export type MessageMetaData = {
  answer?: string;
  citation?: MessageCitation[];
  reasonings?: string[];
  apology?: boolean;
  minutes_saved?: number;
  seconds_saved?: number;
  /** 'offline' (extractive) or the provider/model that wrote the answer. */
  answered_by?: string;
  /** Set when the answer job failed for good: the bot message explains it instead of answering. */
  error?: boolean;
};

export type MessageEvaluationView = { id: number; message_id: number; evaluation: Evaluation };

export type Message = {
  id: number;
  chat_id: number;
  content: string;
  source: MessageSource;
  created_at: string;
  updated_at: string;
  selected_document_ids: number[];
  meta_data: MessageMetaData;
  message_evaluation: MessageEvaluationView | null;
  /** Filled for code_doctor users only (spec chat-app §6); empty for everyone else. */
  suspected_document_contradictions: SuspectedContradiction[];
  /** The conflict scan of a bot message for code_doctor users; null when it was not scanned or the user may not see scans. */
  contradiction_status?: ContradictionStatus | null;
};

/** `GET /api/v1/chats` rows (active chats only, newest first). */
export type ChatSummary = {
  id: number;
  title: string | null;
  created_at: string;
  updated_at: string;
  municipality_id: number | null;
  municipality_name: string | null;
  discarded_at: string | null;
};

/** `GET /api/v1/chats/{id}`: the chat with its messages, oldest first. */
export type ChatDetail = ChatSummary & {
  user_id: number;
  configuration: ChatConfiguration;
  chat_configuration: ChatConfiguration;
  messages: Message[];
};

/** `GET /api/v1/chats` answers `{ chats, archived_chats }`: active newest first, archived (10 newest by archive time). */
export type ChatList = { chats: ChatSummary[]; archived_chats: ChatSummary[] };

export const CreateChatBody = z.object({
  chat: z.object({
    municipality_id: z.coerce.number().int().positive('Select a municipality.'),
    configuration: z
      .object({ address_data: z.record(z.string(), z.unknown()).default({}) })
      .default({ address_data: {} }),
  }),
});

/** `PATCH /api/v1/chats/{id}`: `{ title }` (or `{ chat: { title } }`). */
export const RenameChatBody = z
  .object({
    title: z.string().optional(),
    chat: z.object({ title: z.string() }).optional(),
  })
  .transform((b) => ({ title: (b.title ?? b.chat?.title ?? '').trim() }))
  .pipe(z.object({ title: z.string().min(1, 'A title is required.').max(MAX_TITLE_CHARACTERS) }));

export const ArchiveChatBody = z.object({ id: z.coerce.number().int().positive() });

export const ChatConfigurationBody = z.object({
  chat_configuration: z.object({ currently_selected_documents: z.array(z.coerce.number().int().positive()).max(1000) }),
});

export const CreateMessageBody = z.object({
  chat_id: z.coerce.number().int().positive(),
  message: z.object({
    content: z
      .string()
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(1, 'Type a question first.')
          .max(MAX_PROMPT_CHARACTERS, `A question can be at most ${MAX_PROMPT_CHARACTERS.toLocaleString('en-US')} characters.`),
      ),
    source: z.literal('from_human').default('from_human'),
    selected_document_ids: z.array(z.coerce.number().int().positive()).max(1000).optional(),
  }),
});

export const CreateEvaluationBody = z.object({
  message_id: z.coerce.number().int().positive(),
  message_evaluation: z.object({ evaluation: Evaluation }),
});

export const CreateFeedbackBody = z.object({
  message_id: z.coerce.number().int().positive(),
  message_feedback: z.object({
    feedback: z
      .string()
      .trim()
      .min(1, 'Type your feedback first.')
      .max(MAX_FEEDBACK_CHARACTERS, `Feedback can be at most ${MAX_FEEDBACK_CHARACTERS.toLocaleString('en-US')} characters.`),
  }),
});

/** Most characters of source text the summary helpers take (an answer's cited sections run to a few tens of thousands). */
export const MAX_HELPER_SOURCE_CHARACTERS = 200_000;
const helperText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, 'There is no text to work with.')
    .max(max, `${what} can be at most ${max.toLocaleString('en-US')} characters.`);
const promptText = helperText(MAX_PROMPT_CHARACTERS, 'A question');
const sourceText = helperText(MAX_HELPER_SOURCE_CHARACTERS, 'The text to summarize');
export const SummarizeCitationBody = z.object({ citation_summary: z.object({ title: z.string().max(1000).default(''), text: sourceText }) });
export const ImprovePromptBody = z.object({ improve_prompt: z.object({ text: promptText }) });
export const SuggestQueriesBody = z.object({ query_suggestion: z.object({ text: promptText }) });
export const SummarizeSourcesBody = z.object({ source_summary: z.object({ text: sourceText }) });
/** Every completion helper answers `{ response: string }`; suggest_queries' response is semicolon-separated. */
export type CompletionResponse = { response: string };

/** Manage Documents upload messages (spec chat-app §5, §8); the server answers with them and the web form shows them. */
export const UPLOAD_MESSAGES = {
  forbidden: 'You do not have permission to upload documents.',
  municipality: 'Missing municipality ID. Please select a municipality first.',
  mismatch: 'The municipality in the form does not match the one the upload was sent to. Reload the page and try again.',
  file: 'Please select a file to upload',
  name: 'Please provide a name for the document',
} as const;

/** `GET /api/v1/municipalities/{id}/documents` rows and the `POST` answer. */
export type MunicipalityDocument = { id: number; name: string; description: string | null; status: string; created_at: string };

/** `POST /api/v1/gis_services/fetch_address_data`. */
export const FetchAddressBody = z.object({
  chat: z.object({ selectedMunicipalityId: z.coerce.number().int().positive() }),
  address: z.string().max(500).optional(),
  unit: z.string().max(100).optional(),
  city: z.string().max(200).optional(),
  parcelId: z.string().max(100).optional(),
});
/**
 * `configured: false` when the municipality has no GIS provider: the fields come back as typed. Otherwise `status`
 * says whether the address was found (its `facts` and `address_data` filled in), close matches are suggested, or
 * it could not be answered (`message`, spec §8).
 */
export type FetchAddressResponse = {
  configured: boolean;
  status: AddressLookupStatus;
  message: string | null;
  address: string;
  unit: string;
  city: string;
  parcelId: string;
  address_data: Record<string, unknown>;
  facts: AddressFactView[];
  suggestions: AddressSuggestion[];
};

/** Largest `address_data` (as JSON) a chat stores; a bigger one gets a 422. */
export const MAX_ADDRESS_DATA_BYTES = 20_000;
/** How many archived chats `GET /api/v1/chats` lists. */
export const MAX_ARCHIVED_CHATS = 10;
export const ARCHIVED_CHAT_MESSAGE = 'This conversation is archived. Restore it to continue.';

/** `POST /api/v1/chats/archive` and `/unarchive`. */
export type ArchiveChatResponse = { ok: true; chat: ChatSummary };
/** `POST /api/v1/chats/{id}/chat_configuration`. */
export type ChatConfigurationResponse = { configuration: ChatConfiguration };
/** `POST /api/v1/message_feedbacks` (201). */
export type MessageFeedbackView = { id: number; message_id: number; feedback: string; created_at: string };
