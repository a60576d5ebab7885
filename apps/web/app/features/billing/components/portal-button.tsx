import { Button, type ButtonVariant } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useOpenPortal } from '../api/open-portal';

/** Opens Stripe's Customer Portal, where the card, the plan and invoices are managed. */
export function PortalButton({ children, variant }: { children: string; variant?: ButtonVariant }) {
  const portal = useOpenPortal();
  const { toast } = useToast();
  return (
    <Button
      variant={variant}
      loading={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onError: (error) =>
            toast({
              type: 'error',
              title: 'The billing portal did not open',
              description: isApiError(error) && error.message ? error.message : 'Please try again.',
            }),
        })
      }
    >
      {children}
    </Button>
  );
}
