import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatConfiguration,
  ChatDetail,
  ChatList,
  ChatSummary,
  MunicipalityDocument,
} from '@/contracts/chats';
import type { Municipality } from '@/contracts/municipalities';
import { api, isApiError } from '@/web/lib/api';
import { recentArchivedChats } from '../conversation-list';

/*
 * The research assistant's server state (spec chat-app §7), shared by the sidebar, the dialogs and
 * the conversation view. Query keys live here so every part invalidates the same caches.
 */

export const chatKeys = {
  list: ['chats'] as const,
  detail: (id: number) => ['chats', id] as const,
  municipalities: ['municipalities'] as const,
  documents: (municipalityId: number) => ['municipalities', municipalityId, 'documents'] as const,
};

/** Spec §9: the municipality list is cached for 5 minutes and refetched on mount. */
export const MUNICIPALITY_CACHE_MS = 300_000;

export function useMunicipalities() {
  return useQuery({
    queryKey: chatKeys.municipalities,
    queryFn: () => api.get<Municipality[]>('/api/v1/municipalities'),
    staleTime: MUNICIPALITY_CACHE_MS,
    refetchOnMount: 'always',
  });
}

/** Active chats newest first by created_at (sorted here as well, spec §7), plus the archived ones. */
export function useChatList() {
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: async () => {
      const data = await api.get<ChatList>('/api/v1/chats');
      return { chats: sortNewestFirst(data.chats), archived_chats: data.archived_chats };
    },
  });
}

function sortNewestFirst(chats: ChatSummary[]): ChatSummary[] {
  return [...chats].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function fetchChat(id: number): Promise<ChatDetail> {
  return api.get<ChatDetail>(`/api/v1/chats/${id}`);
}

/** A chat that is gone (deleted, or not this user's): the conversation view forgets its id instead of retrying. */
export function isChatGone(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 403);
}

export function useChat(id: number | null) {
  return useQuery({
    queryKey: chatKeys.detail(id ?? -1),
    queryFn: () => fetchChat(id as number),
    enabled: id !== null && id > 0,
    // Every observer of a chat shares this rule, so a missing chat fails at once rather than after 3 retries.
    retry: (failureCount, error) => !isChatGone(error) && failureCount < 3,
  });
}

export function fetchMunicipalityDocuments(municipalityId: number): Promise<MunicipalityDocument[]> {
  return api.get<MunicipalityDocument[]>(`/api/v1/municipalities/${municipalityId}/documents`);
}

export function useMunicipalityDocuments(municipalityId: number | null) {
  return useQuery({
    queryKey: chatKeys.documents(municipalityId ?? -1),
    queryFn: () => fetchMunicipalityDocuments(municipalityId as number),
    enabled: municipalityId !== null,
  });
}

/** Lets the conversation view show its "creating" screen while the municipality dialog creates a chat. */
export const CREATE_CHAT_MUTATION_KEY = ['chats', 'create'] as const;

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CREATE_CHAT_MUTATION_KEY,
    mutationFn: (input: { municipalityId: number; addressData: Record<string, unknown> }) =>
      api.post<ChatDetail>('/api/v1/chats', {
        chat: { municipality_id: input.municipalityId, configuration: { address_data: input.addressData } },
      }),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      // Spec §4: a new chat goes to the front of the list.
      queryClient.setQueryData<ChatList>(chatKeys.list, (old) =>
        old ? { ...old, chats: [chat, ...old.chats.filter((c) => c.id !== chat.id)] } : old,
      );
    },
  });
}

/** Applies a server or local title change to the list and to the chat itself. */
export function applyTitle(queryClient: ReturnType<typeof useQueryClient>, chatId: number, title: string) {
  queryClient.setQueryData<ChatList>(chatKeys.list, (old) =>
    old ? { ...old, chats: old.chats.map((c) => (c.id === chatId ? { ...c, title } : c)) } : old,
  );
  queryClient.setQueryData<ChatDetail>(chatKeys.detail(chatId), (old) => (old ? { ...old, title } : old));
}

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { chatId: number; title: string }) => {
      const chat = await api.patch<ChatDetail | undefined>(`/api/v1/chats/${input.chatId}`, { title: input.title });
      // Spec §8: an empty rename response means the conversation is gone.
      if (!chat) throw new Error(CONVERSATION_NOT_FOUND);
      return chat;
    },
    onSuccess: (chat) => applyTitle(queryClient, chat.id, chat.title ?? ''),
  });
}

/** Archive or restore; spec §4: applied locally after the request returns (the response is not read). */
export function useArchiveChat(action: 'archive' | 'unarchive') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => api.post<unknown>(`/api/v1/chats/${action}`, { id: chatId }),
    onSuccess: (_data, chatId) => {
      queryClient.setQueryData<ChatList>(chatKeys.list, (old) => {
        if (!old) return old;
        const all = [...old.chats, ...old.archived_chats];
        const chat = all.find((c) => c.id === chatId);
        if (!chat) return old;
        if (action === 'archive') {
          const archived = { ...chat, discarded_at: new Date().toISOString() };
          return {
            chats: old.chats.filter((c) => c.id !== chatId),
            archived_chats: recentArchivedChats([archived, ...old.archived_chats.filter((c) => c.id !== chatId)]),
          };
        }
        const restored = { ...chat, discarded_at: null };
        return {
          chats: sortNewestFirst([restored, ...old.chats.filter((c) => c.id !== chatId)]),
          archived_chats: old.archived_chats.filter((c) => c.id !== chatId),
        };
      });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

export function useSaveDocumentSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatId: number; documentIds: number[] }) =>
      api.post<{ configuration: ChatConfiguration }>(`/api/v1/chats/${input.chatId}/chat_configuration`, {
        chat_configuration: { currently_selected_documents: input.documentIds },
      }),
    onSuccess: (data, input) => {
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(input.chatId), (old) =>
        old ? { ...old, configuration: data.configuration, chat_configuration: data.configuration } : old,
      );
    },
  });
}
