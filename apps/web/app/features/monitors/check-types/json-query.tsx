import { Braces } from 'lucide-react';
import { TextField } from '@/components/ui/text-field';
import type { FieldsProps } from '../form/fields-props';
import { requestsUrl, UrlFields } from './request';
import { textProps, type CheckTypeView } from './view';

export const jsonQuery: CheckTypeView<'json-query'> = {
  label: 'JSON query',
  description: 'Requests a JSON API and compares one value of the answer.',
  icon: Braces,
  ...requestsUrl,
  Fields: (props) => (
    <UrlFields {...props}>
      <JsonQueryFields {...props} />
    </UrlFields>
  ),
  toInput: (v) => ({ ...requestsUrl.toInput(v), query: v.query, expectedValue: v.expectedValue }),
};

function JsonQueryFields(props: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...textProps(props, 'query', 'JMESPath expression')}
        placeholder="status.database"
      />
      <TextField
        {...textProps(props, 'expectedValue', 'Expected value')}
        placeholder='"ok"'
        hint='Compared as JSON text (3, true, "ok") or plain text.'
      />
    </div>
  );
}
