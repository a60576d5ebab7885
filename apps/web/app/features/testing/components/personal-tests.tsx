import type { PersonalTest, PersonalTestPath } from '@tocsin/contract';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useDelivery } from '@/lib/deliveries';
import { paths } from '@/lib/paths';
import { usePersonalTests, useSendPersonalTest } from '../api/personal-tests';
import { DeliveryProgress } from './delivery-progress';

const names: Record<PersonalTestPath, string> = {
  email: 'Your own email',
  push: 'Your browser push',
  sms: 'Your SMS',
};

/**
 * A test of the path every monitor alerts by default (workspace members, directly): the
 * person's own email, browser push and SMS, each sent through the real outbox.
 */
export function PersonalTests() {
  const tests = usePersonalTests();
  if (tests.isPending) return <Skeleton className="h-40 w-full" />;
  if (tests.isError) {
    return (
      <div className="space-y-3">
        <Alert>We could not load your notification settings. Please try again.</Alert>
        <Button variant="outline" onClick={() => void tests.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Your own alerts" className="space-y-3">
      {tests.data.items.map((test) => (
        <PersonalTestRow key={test.path} test={test} />
      ))}
    </ul>
  );
}

function PersonalTestRow({ test }: { test: PersonalTest }) {
  const send = useSendPersonalTest();
  const name = names[test.path];
  const headingId = `personal-test-${test.path}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {name}
          </h3>
          {test.target ? <p className="text-sm break-words text-slate-600">{test.target}</p> : null}
        </div>
        {test.available ? (
          <Button
            size="sm"
            variant="outline"
            loading={send.isPending}
            onClick={() => send.mutate(test.path)}
          >
            {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
            Send test<span className="sr-only"> to {name.toLowerCase()}</span>
          </Button>
        ) : null}
      </div>
      {test.available ? null : <Unavailable test={test} />}
      {send.isError ? (
        <Alert>
          {isApiError(send.error, 'too-many-requests')
            ? 'Too many tests in a short time. Please wait a minute and try again.'
            : `The test was not sent${send.error.message ? `: ${send.error.message}` : '. Please try again.'}`}
        </Alert>
      ) : null}
      {send.data?.items.map((delivery) => (
        <FollowedDelivery key={delivery.id} id={delivery.id} />
      ))}
    </li>
  );
}

function Unavailable({ test }: { test: PersonalTest }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">Cannot be tested now:</span> {test.reason}{' '}
      {test.fix === 'settings' ? (
        <Link to={paths.dashboard.settings} className="font-medium text-brand-700 hover:underline">
          Open your settings
        </Link>
      ) : test.fix === 'administrator' ? (
        <>
          Ask the administrator of this Tocsin server;{' '}
          <a
            href={`${paths.documentation}/self-hosting#sms-and-phone-calls`}
            className="font-medium text-brand-700 hover:underline"
          >
            how an administrator sets up SMS
          </a>
          .
        </>
      ) : null}
    </p>
  );
}

function FollowedDelivery({ id }: { id: string }) {
  const delivery = useDelivery(id);
  if (delivery.data) return <DeliveryProgress delivery={delivery.data} />;
  if (delivery.isError)
    return <Alert>We could not follow the test delivery. Please check your connection.</Alert>;
  return null;
}
