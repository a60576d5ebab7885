import { siteEndpoints, type ContactInput } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export async function sendContact(input: ContactInput) {
  return call(siteEndpoints.contact, { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
