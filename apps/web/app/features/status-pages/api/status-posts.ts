import {
  incidentStatusPagesResponse,
  statusPostListResponse,
  statusPostSchema,
  type StatusPostChangeInput,
  type StatusPostInput,
  type StatusPostUpdateInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const postsKey = (pageId: string) => ['status-pages', pageId, 'posts'] as const;
const incidentPagesKey = (incidentId: string) => ['incidents', incidentId, 'status-pages'] as const;
const postsPath = (pageId: string, part = '') =>
  `/api/v1/status-pages/${encodeURIComponent(pageId)}/posts${part}`;
const postPath = (pageId: string, postId: string, part = '') =>
  postsPath(pageId, `/${encodeURIComponent(postId)}${part}`);

export function statusPostsQueryOptions(pageId: string) {
  return queryOptions({
    queryKey: postsKey(pageId),
    queryFn: async ({ signal }) =>
      statusPostListResponse.parse(await api(postsPath(pageId, '?limit=100'), { signal })),
  });
}

export const useStatusPosts = (pageId: string) => useQuery(statusPostsQueryOptions(pageId));

/** A change of a page's posts reloads its list, and what the incident pages know of them. */
function usePostChange<Input>(pageId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => statusPostSchema.parse(await send(input)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKey(pageId) }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
      ]),
  });
}

export const useCreateStatusPost = (pageId: string) =>
  usePostChange(pageId, (input: StatusPostInput) =>
    api(postsPath(pageId), { method: 'POST', body: input }),
  );

export const useAddStatusUpdate = (pageId: string, postId: string) =>
  usePostChange(pageId, (input: StatusPostUpdateInput) =>
    api(postPath(pageId, postId, '/updates'), { method: 'POST', body: input }),
  );

export const useChangeStatusPost = (pageId: string, postId: string) =>
  usePostChange(pageId, (input: StatusPostChangeInput) =>
    api(postPath(pageId, postId), { method: 'PATCH', body: input }),
  );

export function useDeleteStatusPost(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => {
      await api(postPath(pageId, postId), { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey(pageId) }),
  });
}

/** The status pages that show an automatic incident's monitor. */
export function incidentStatusPagesQueryOptions(incidentId: string) {
  return queryOptions({
    queryKey: incidentPagesKey(incidentId),
    queryFn: async ({ signal }) =>
      incidentStatusPagesResponse.parse(
        await api(`/api/v1/incidents/${encodeURIComponent(incidentId)}/status-pages`, { signal }),
      ),
  });
}

/** Writes a public incident on a page from an automatic one, filled in by the server. */
export function usePostFromIncident(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: string) =>
      statusPostSchema.parse(
        await api(postsPath(pageId, '/from-incident'), { method: 'POST', body: { incidentId } }),
      ),
    onSuccess: (post) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentPagesKey(incidentId) }),
        queryClient.invalidateQueries({ queryKey: postsKey(post.pageId) }),
      ]),
  });
}
