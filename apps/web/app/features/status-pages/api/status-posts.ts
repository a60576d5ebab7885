import {
  statusPostEndpoints,
  type StatusPost,
  type StatusPostChangeInput,
  type StatusPostInput,
  type StatusPostUpdateInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const e = statusPostEndpoints;
const postsKey = (pageId: string) => ['status-pages', pageId, 'posts'] as const;
const incidentPagesKey = (incidentId: string) => ['incidents', incidentId, 'status-pages'] as const;

export function statusPostsQueryOptions(pageId: string) {
  return queryOptions({
    queryKey: postsKey(pageId),
    queryFn: async ({ signal }) =>
      call(e.list, { params: { id: pageId }, query: { limit: 100 }, signal }),
  });
}

export const useStatusPosts = (pageId: string) => useQuery(statusPostsQueryOptions(pageId));

/** A change of a page's posts reloads its list, and what the incident pages know of them. */
function usePostChange<Input>(pageId: string, send: (input: Input) => Promise<StatusPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKey(pageId) }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
      ]),
  });
}

export const useCreateStatusPost = (pageId: string) =>
  usePostChange(pageId, (input: StatusPostInput) =>
    call(e.create, { params: { id: pageId }, body: input }),
  );

export const useAddStatusUpdate = (pageId: string, postId: string) =>
  usePostChange(pageId, (input: StatusPostUpdateInput) =>
    call(e.addUpdate, { params: { id: pageId, postId }, body: input }),
  );

export const useChangeStatusPost = (pageId: string, postId: string) =>
  usePostChange(pageId, (input: StatusPostChangeInput) =>
    call(e.change, { params: { id: pageId, postId }, body: input }),
  );

export function useDeleteStatusPost(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => {
      await call(e.delete, { params: { id: pageId, postId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey(pageId) }),
  });
}

/** The status pages that show an automatic incident's monitor. */
export function incidentStatusPagesQueryOptions(incidentId: string) {
  return queryOptions({
    queryKey: incidentPagesKey(incidentId),
    queryFn: async ({ signal }) => call(e.incidentPages, { params: { id: incidentId }, signal }),
  });
}

/** Writes a public incident on a page from an automatic one, filled in by the server. */
export function usePostFromIncident(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: string) =>
      call(e.fromIncident, { params: { id: pageId }, body: { incidentId } }),
    onSuccess: (post) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentPagesKey(incidentId) }),
        queryClient.invalidateQueries({ queryKey: postsKey(post.pageId) }),
      ]),
  });
}
