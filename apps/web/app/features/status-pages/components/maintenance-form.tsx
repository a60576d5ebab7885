import {
  statusMaintenanceInput,
  type StatusPage,
  type StatusPost,
  type StatusPostInput,
} from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { TextField } from '@/components/ui/text-field';
import { displayTimeZone } from '@/lib/date-format';
import { checkWith, type Checked } from '@/lib/form';
import { toZonedInput, zonedToIso } from '@/lib/local-datetime';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateStatusPost } from '../api/status-posts';
import { componentChoices, postErrors } from '../post-values';
import { PostTextField } from './post-text-field';

interface MaintenanceValues {
  title: string;
  componentIds: string[];
  /** `datetime-local` text, in the time zone the person reads times in. */
  scheduledStart: string;
  scheduledEnd: string;
  body: string;
}

const check = (values: MaintenanceValues): Checked<StatusPostInput> =>
  checkWith(
    statusMaintenanceInput,
    {
      kind: 'maintenance',
      ...values,
      scheduledStart: zonedToIso(values.scheduledStart, displayTimeZone()),
      scheduledEnd: zonedToIso(values.scheduledEnd, displayTimeZone()),
    },
    postErrors,
  );

/** The next whole hour of UTC (a whole local hour in most zones), two hours long: a window to start from. */
function blank(): MaintenanceValues {
  const hour = 3_600_000;
  const start = new Date((Math.floor(Date.now() / hour) + 1) * hour);
  const end = new Date(start.getTime() + 2 * hour);
  const zone = displayTimeZone();
  return {
    title: '',
    componentIds: [],
    scheduledStart: toZonedInput(start, zone),
    scheduledEnd: toZonedInput(end, zone),
    body: '',
  };
}

/**
 * "Schedule maintenance": its window, the components it affects and what visitors are told.
 * The page shows it as scheduled until the window starts, then its components under maintenance.
 */
export function MaintenanceForm({
  page,
  onDone,
}: {
  page: StatusPage;
  onDone: (post: StatusPost) => void;
}) {
  const create = useCreateStatusPost(page.id);
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: blank(),
    check,
    toErrors: postErrors,
    failure: {
      notSaved: 'The maintenance was not scheduled. Please try again.',
      withReason: (reason) => `The maintenance was not scheduled: ${reason}`,
    },
  });
  const zone = `In ${displayTimeZone()}, the time zone the dashboard shows times in.`;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Schedule maintenance"
      className="space-y-4"
      onSubmit={submit(async (input) => {
        onDone(await create.mutateAsync(input));
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Title"
        hint="e.g. “Database upgrade”."
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors['title']}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          hint={zone}
          value={values.scheduledStart}
          onChange={(e) => set('scheduledStart', e.target.value)}
          error={errors['scheduledStart']}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint={zone}
          value={values.scheduledEnd}
          onChange={(e) => set('scheduledEnd', e.target.value)}
          error={errors['scheduledEnd']}
        />
      </div>
      <CheckList
        legend="Affected components"
        hint="They show “Under maintenance” during the window."
        items={componentChoices(page)}
        selected={values.componentIds ?? []}
        onChange={(ids) => set('componentIds', ids)}
        error={errors['componentIds']}
        columns
      />
      <PostTextField value={values.body} onChange={(v) => set('body', v)} error={errors['body']} />
      <Button type="submit" loading={saving}>
        Schedule the maintenance
      </Button>
    </form>
  );
}
