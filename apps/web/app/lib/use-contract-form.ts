import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
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

/** Whether a change of `changed` (a field, or a list holding it) touches the error at `path`. */
const touches = (changed: string, path: string) =>
  path === changed || path.startsWith(`${changed}.`) || changed.startsWith(`${path}.`);

/** Brings the first marked field of a form into view and gives it the keyboard. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  // Centred, so a sticky header or a dialog's edge never hides it.
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * A form checked with the contract's schemas through react-hook-form. A submit shows the errors
 * at their fields and brings the first marked field into view with focus; from then on each
 * change checks the values again, so a message goes as soon as its field is right (and a field
 * emptied after a submit says so at once). A save the server refuses marks the fields it names,
 * which a change of that field clears, and says why above the form.
 */
export function useContractForm<Values extends FieldValues, Output>({
  defaultValues,
  check,
  toErrors,
  failure,
  onShowErrors,
}: {
  defaultValues: DefaultValues<Values>;
  /** Builds the request body from the values, checked with the contract. */
  check: (values: Values) => Checked<Output>;
  /** Which field shows each issue the server names. */
  toErrors: (issues: FormIssue[]) => FieldErrors;
  failure?: FailureText;
  /** Called with the errors about to be shown, e.g. to open the section that holds one. */
  onShowErrors?: (errors: FieldErrors) => void;
}) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolver(formSchema(check)),
    mode: 'onSubmit',
    // Changes are checked below instead, for controlled fields too and with the server's marks.
    reValidateMode: 'onSubmit',
    // The marked fields are found in the page instead: most are controlled, and some live in a
    // section that opens only once it holds an error.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submittedForm = useRef<HTMLFormElement | null>(null);
  const values = useWatch({ control: form.control }) as Values;
  const errors = flattenErrors(form.formState.errors);
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);

  // Errors have been shown once: every change is checked from then on.
  const checking = useRef(false);

  /** After a change of `name`: its messages as the values now stand, and others once right. */
  const recheck = useEffectEvent((name: string) => {
    const checked = check(form.getValues());
    const now = checked.ok ? {} : checked.errors;
    for (const path of Object.keys(flattenErrors(form.formState.errors))) {
      if (path in now) continue;
      // The server's mark on another field stays: only that field's change answers it.
      const { error } = form.getFieldState(path as Path<Values>);
      if (touches(name, path) || error?.type !== 'server') form.clearErrors(path as Path<Values>);
    }
    for (const [path, message] of Object.entries(now)) {
      if (!touches(name, path)) continue;
      if (form.getFieldState(path as Path<Values>).error?.message !== message) {
        form.setError(path as Path<Values>, { type: 'custom', message });
      }
    }
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (checking.current && name) recheck(name);
        },
      }),
    [form],
  );

  const [focusRequest, setFocusRequest] = useState(0);

  // Once the marked fields are on screen (a section holding one may just have opened).
  useEffect(() => {
    if (focusRequest === 0) return;
    const frame = requestAnimationFrame(() =>
      focusFirstInvalid(formRef.current ?? submittedForm.current),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const afterShowing = (shown: FieldErrors) => {
    checking.current = true;
    onShowErrors?.(shown);
    setFocusRequest((count) => count + 1);
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
      submittedForm.current = event.currentTarget;
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
