import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useJoinWorkspace } from './api/invitations';

/**
 * The invitation a sign-in or sign-up page was opened with (`?invite=<token>&email=<address>`,
 * from the invitation's page): the address to prefill, the query that keeps the invitation between
 * the two pages, and `joinNow`, which accepts it once the person is signed in.
 */
export function useInvitationParam() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invite');
  const email = searchParams.get('email') ?? '';
  const join = useJoinWorkspace();
  const navigate = useNavigate();
  const { toast } = useToast();

  /**
   * Joins the workspace and lands in its dashboard. A refusal (another address, an expired link,
   * no seat left) is said in a toast, and the invitation's page shows where it stands.
   */
  const joinNow = async (invitation: string) => {
    try {
      await join.mutateAsync(invitation);
    } catch (error) {
      toast({
        type: 'error',
        title: 'You could not join the workspace',
        description:
          isApiError(error) && error.message ? error.message : 'Please open the invitation again.',
      });
      await navigate(paths.invite(invitation), { replace: true });
    }
  };

  const query = new URLSearchParams();
  if (token) query.set('invite', token);
  if (token && email) query.set('email', email);
  const carry = token ? `?${query.toString()}` : '';
  return { token, email, joinNow, carry };
}
