import { contactResponse, type ContactInput } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function sendContact(input: ContactInput) {
  return contactResponse.parse(await api('/api/v1/contact', { body: input }));
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
