import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import {
  describeFailure,
  flattenErrors,
  formSchema,
  issuesOf,
  type Checked,
  type FailureText,
  type FieldErrors,
  type FormIssue,
  type SaveFailure,
} from './form';

/**
 * A form checked with the contract's schemas through react-hook-form. Errors stay until the
 * next submit; a submit shows the errors at their fields and moves focus to the first marked
 * field; a save the server refuses marks the fields it names and says why above the form.
 */
export function useContractForm<Values extends FieldValues, Output>({
  defaultValues,
  check,
  toErrors,
  failure,
  onShowErrors,
  focusInvalid = true,
}: {
  defaultValues: DefaultValues<Values>;
  /** Builds the request body from the values, checked with the contract. */
  check: (values: Values) => Checked<Output>;
  /** Which field shows each issue the server names. */
  toErrors: (issues: FormIssue[]) => FieldErrors;
  failure?: FailureText;
  /** Called with the errors about to be shown, e.g. to open the section that holds one. */
  onShowErrors?: (errors: FieldErrors) => void;
  focusInvalid?: boolean;
}) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolver(formSchema(check)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The marked fields are found in the page instead: most are controlled, and some live in a
    // section that opens only once it holds an error.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const values = useWatch({ control: form.control }) as Values;
  const errors = flattenErrors(form.formState.errors);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const [focusRequest, setFocusRequest] = useState(0);

  // Once the marked fields are on screen (a section holding one may just have opened).
  useEffect(() => {
    if (focusRequest === 0) return;
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const afterShowing = (shown: FieldErrors) => {
    onShowErrors?.(shown);
    if (focusInvalid) setFocusRequest((count) => count + 1);
  };

  /** Replaces the errors shown with these. */
  const showErrors = (next: FieldErrors) => {
    form.clearErrors();
    for (const [path, message] of Object.entries(next)) {
      form.setError(path as Path<Values>, { type: 'server', message });
    }
    afterShowing(next);
  };

  // A top-level value only, whose type is plainly Values[K], unlike a path's.
  const setValue = form.setValue as (name: string, value: unknown) => void;
  /** Sets one of the values, as a control's onChange does. */
  const set = <K extends keyof Values & string>(key: K, value: Values[K]) => setValue(key, value);

  /** The form's onSubmit: checks the values, then saves the body `check` built. */
  const submit =
    (save: (value: Output) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
      setSaveFailure(null);
      void form.handleSubmit(
        async (value) => {
          setSaving(true);
          try {
            await save(value);
          } catch (error) {
            // Without `failure` the form tells the failure from its mutation's state.
            if (failure) setSaveFailure(describeFailure(error, failure));
            const issues = issuesOf(error);
            if (issues.length > 0) showErrors(toErrors(issues));
          } finally {
            setSaving(false);
          }
        },
        (invalid) => afterShowing(flattenErrors(invalid)),
      )(event);
    };

  return { form, formRef, values, set, errors, showErrors, submit, saving, saveFailure };
}
