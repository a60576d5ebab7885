import { httpMethods } from '@tocsin/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { controlClasses, Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldsProps } from '../../form/fields-props';
import { HeadersEditor } from './headers-editor';

/** Request and answer details of the HTTP-based types; the defaults suit most sites. */
export function AdvancedHttp(props: FieldsProps) {
  const { values, errors, set } = props;
  const sendsBody = values.method !== 'GET' && values.method !== 'HEAD';
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Method"
          value={values.method}
          options={httpMethods}
          onChange={(value) => set('method', value)}
          error={errors.method}
        />
        <TextField
          label="Expected status codes"
          value={values.expectedStatus}
          onChange={(event) => set('expectedStatus', event.target.value)}
          error={errors.expectedStatus}
          hint="Codes (200), ranges (200-299) or classes (2xx), separated by commas."
        />
      </div>
      <HeadersEditor {...props} />
      {sendsBody ? (
        <Field label="Request body" error={errors.body} hint="Sent as is, up to 64 KB.">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={values.body}
              onChange={(event) => set('body', event.target.value)}
              className={`${controlClasses} font-mono`}
            />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <Checkbox
            label="Follow redirects"
            checked={values.followRedirects}
            onChange={(event) => set('followRedirects', event.target.checked)}
          />
          <Checkbox
            label="Verify the TLS certificate"
            checked={values.verifyTls}
            onChange={(event) => set('verifyTls', event.target.checked)}
          />
        </div>
        {values.followRedirects ? (
          <TextField
            label="Maximum redirects"
            type="number"
            value={values.maxRedirects}
            onChange={(event) => set('maxRedirects', event.target.value)}
            error={errors.maxRedirects}
          />
        ) : null}
        <TextField
          label="Degraded above (ms)"
          type="number"
          value={values.degradedThresholdMs}
          onChange={(event) => set('degradedThresholdMs', event.target.value)}
          error={errors.degradedThresholdMs}
          hint="Optional: a correct but slower answer counts as degraded."
        />
      </div>
    </div>
  );
}
