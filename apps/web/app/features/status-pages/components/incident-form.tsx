import {
  statusIncidentInput,
  type StatusImpact,
  type StatusPage,
  type StatusPost,
  type StatusPostInput,
  type StatusUpdateStatus,
} from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { checkWith, type Checked } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateStatusPost } from '../api/status-posts';
import { componentChoices, impactOptions, postErrors, statusOptions } from '../post-values';
import { PostTextField } from './post-text-field';

interface IncidentValues {
  title: string;
  impact: StatusImpact;
  componentIds: string[];
  status: StatusUpdateStatus;
  body: string;
}

const check = (values: IncidentValues): Checked<StatusPostInput> =>
  checkWith(statusIncidentInput, { kind: 'incident', ...values }, postErrors);

/** "Post an incident": its title, impact, components and first update. */
export function IncidentForm({
  page,
  onDone,
}: {
  page: StatusPage;
  onDone: (post: StatusPost) => void;
}) {
  const create = useCreateStatusPost(page.id);
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: {
      title: '',
      impact: 'minor',
      componentIds: [],
      status: 'investigating',
      body: '',
    },
    check,
    toErrors: postErrors,
    failure: {
      notSaved: 'The incident was not posted. Please try again.',
      withReason: (reason) => `The incident was not posted: ${reason}`,
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Post an incident"
      className="space-y-4"
      onSubmit={submit(async (input) => {
        onDone(await create.mutateAsync(input));
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Title"
        hint="What visitors read first, e.g. “Payments are failing”."
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors['title']}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Impact"
          value={values.impact}
          options={impactOptions}
          onChange={(v) => set('impact', v)}
          error={errors['impact']}
        />
        <SelectField
          label="Status"
          value={values.status}
          options={statusOptions('incident')}
          onChange={(v) => set('status', v)}
          error={errors['status']}
        />
      </div>
      <CheckList
        legend="Affected components"
        items={componentChoices(page)}
        selected={values.componentIds ?? []}
        onChange={(ids) => set('componentIds', ids)}
        error={errors['componentIds']}
        columns
      />
      <PostTextField value={values.body} onChange={(v) => set('body', v)} error={errors['body']} />
      <Button type="submit" loading={saving}>
        Post the incident
      </Button>
    </form>
  );
}
