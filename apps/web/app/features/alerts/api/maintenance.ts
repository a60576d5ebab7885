import {
  maintenanceListResponse,
  maintenanceWindowSchema,
  type MaintenanceWindowInput,
} from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { maintenanceKey } from '@/lib/query-keys';

const windowPath = (id: string) => `/api/v1/maintenance-windows/${encodeURIComponent(id)}`;

export async function listMaintenanceWindows(signal?: AbortSignal) {
  return maintenanceListResponse.parse(await api('/api/v1/maintenance-windows', { signal }));
}

export function maintenanceQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKey,
    queryFn: ({ signal }) => listMaintenanceWindows(signal),
    // "Active now" changes as windows open and close.
    refetchInterval: 60_000,
  });
}

export function useMaintenanceWindows() {
  return useQuery(maintenanceQueryOptions());
}

/** Adds a window, or replaces one when an id is given. */
export async function saveMaintenanceWindow({
  id,
  input,
}: {
  id: string | null;
  input: MaintenanceWindowInput;
}) {
  const body = id
    ? await api(windowPath(id), { method: 'PUT', body: input })
    : await api('/api/v1/maintenance-windows', { method: 'POST', body: input });
  return maintenanceWindowSchema.parse(body);
}

export async function deleteMaintenanceWindow(id: string): Promise<void> {
  await api(windowPath(id), { method: 'DELETE' });
}

export function useSaveMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaintenanceWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKey }),
  });
}

export function useDeleteMaintenanceWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaintenanceWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKey }),
  });
}
