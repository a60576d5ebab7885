import { maintenanceEndpoints, type MaintenanceWindowInput } from '@tocsin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { maintenanceKey } from '@/lib/query-keys';

export async function listMaintenanceWindows(signal?: AbortSignal) {
  return call(maintenanceEndpoints.list, { signal });
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
  return id
    ? call(maintenanceEndpoints.replace, { params: { id }, body: input })
    : call(maintenanceEndpoints.create, { body: input });
}

export async function deleteMaintenanceWindow(id: string): Promise<void> {
  await call(maintenanceEndpoints.delete, { params: { id } });
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
