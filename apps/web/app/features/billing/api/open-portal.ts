import { redirectResponse } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A Stripe Customer Portal session: change plan or card, cancel, see invoices. */
export async function openPortal() {
  return redirectResponse.parse(await api('/api/v1/billing/portal', { method: 'POST' }));
}

/** Opens the portal in this tab; Stripe links back to the billing page. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
