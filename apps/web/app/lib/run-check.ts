import { checkResultSchema, type MonitorInput } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Runs the check once, now, without saving the monitor. */
export async function runCheck(input: MonitorInput) {
  return checkResultSchema.parse(await api('/api/v1/checks/run', { method: 'POST', body: input }));
}

export function useRunCheck() {
  return useMutation({ mutationFn: runCheck });
}
