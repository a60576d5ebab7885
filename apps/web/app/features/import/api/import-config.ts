import { configEndpoints, type ConfigImportInput } from '@tocsin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { billingSummaryKey } from '@/lib/billing';
import { channelsKey } from '@/lib/channels';
import { maintenanceKey, monitorsKey, statusPagesKey } from '@/lib/query-keys';

/** Plans (`dryRun`) or applies an import of another tool's file; the answer lists each change. */
export async function importConfig(input: ConfigImportInput) {
  return call(configEndpoints.import, { body: input });
}

/** An applied import may add to every list the plan names, and to the plan's usage. */
const changedByImport = [
  monitorsKey,
  channelsKey,
  maintenanceKey,
  statusPagesKey,
  billingSummaryKey,
];

export function useImportConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importConfig,
    onSuccess: async (result) => {
      if (!result.applied) return;
      await Promise.all(
        changedByImport.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
