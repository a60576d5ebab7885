import { checkEndpoints, type MonitorInput } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Runs the check once, now, without saving the monitor. */
export async function runCheck(input: MonitorInput) {
  return call(checkEndpoints.run, { body: input });
}

export function useRunCheck() {
  return useMutation({ mutationFn: runCheck });
}
