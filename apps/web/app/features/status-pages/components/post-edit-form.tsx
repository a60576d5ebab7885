import {
  statusPostChangeInput,
  type StatusImpact,
  type StatusPage,
  type StatusPost,
  type StatusPostChangeInput,
} from '@tocsin/contract';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { checkWith, type Checked } from '@/lib/form';
import { displayTimeZone } from '@/lib/date-format';
import { toZonedInput, zonedToIso } from '@/lib/local-datetime';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangeStatusPost } from '../api/status-posts';
import { componentChoices, impactOptions, postErrors } from '../post-values';

interface EditValues {
  title: string;
  impact: StatusImpact;
  componentIds: string[];
  scheduledStart: string;
  scheduledEnd: string;
}

/** Only what the post's kind has: an incident its impact, a maintenance its window. */
const checkFor =
  (post: StatusPost) =>
  (values: EditValues): Checked<StatusPostChangeInput> =>
    checkWith(
      statusPostChangeInput,
      post.kind === 'incident'
        ? { title: values.title, impact: values.impact, componentIds: values.componentIds }
        : {
            title: values.title,
            componentIds: values.componentIds,
            scheduledStart: zonedToIso(values.scheduledStart, displayTimeZone()),
            scheduledEnd: zonedToIso(values.scheduledEnd, displayTimeZone()),
          },
      postErrors,
    );

/** Corrects a post's title, impact, components or window; subscribers are not told again. */
export function PostEditForm({
  page,
  post,
  onDone,
}: {
  page: StatusPage;
  post: StatusPost;
  onDone: () => void;
}) {
  const change = useChangeStatusPost(page.id, post.id);
  const local = (at: string | null) => (at ? toZonedInput(new Date(at), displayTimeZone()) : '');
  const { formRef, values, set, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: {
      title: post.title,
      impact: post.impact,
      componentIds: post.components.map((c) => c.id),
      scheduledStart: local(post.scheduledStart),
      scheduledEnd: local(post.scheduledEnd),
    },
    check: checkFor(post),
    toErrors: postErrors,
    failure: {
      notSaved: 'The changes were not saved. Please try again.',
      withReason: (reason) => `The changes were not saved: ${reason}`,
    },
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={`Edit ${post.title}`}
      className="space-y-4"
      onSubmit={submit(async (input) => {
        await change.mutateAsync(input);
        onDone();
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors['title']}
      />
      {post.kind === 'incident' ? (
        <SelectField
          label="Impact"
          value={values.impact}
          options={impactOptions}
          onChange={(v) => set('impact', v)}
          error={errors['impact']}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts"
            type="datetime-local"
            value={values.scheduledStart}
            onChange={(e) => set('scheduledStart', e.target.value)}
            error={errors['scheduledStart']}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            value={values.scheduledEnd}
            onChange={(e) => set('scheduledEnd', e.target.value)}
            error={errors['scheduledEnd']}
          />
        </div>
      )}
      <CheckList
        legend="Affected components"
        items={componentChoices(page)}
        selected={values.componentIds ?? []}
        onChange={(ids) => set('componentIds', ids)}
        error={errors['componentIds']}
        columns
      />
      <Button type="submit" loading={saving}>
        Save changes
      </Button>
    </form>
  );
}
