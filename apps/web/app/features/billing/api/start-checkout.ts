import { billingEndpoints, type CheckoutInput } from '@tocsin/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A Stripe Checkout page for the plan, or the Customer Portal when already subscribed. */
export async function startCheckout(input: CheckoutInput) {
  return call(billingEndpoints.checkout, { body: input });
}

/** Starts Checkout and sends the browser there; the page comes back with `?checkout=…`. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
