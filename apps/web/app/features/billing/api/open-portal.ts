import { billingEndpoints } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A Stripe Customer Portal session: change plan or card, cancel, see invoices. */
export async function openPortal() {
  return call(billingEndpoints.portal);
}

/** Opens the portal in this tab; Stripe links back to the billing page. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
