import type { SubscriptionStatus } from '@tocsin/contract';

export const subscriptionLabels: Record<SubscriptionStatus, string> = {
  free: 'Free',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};
