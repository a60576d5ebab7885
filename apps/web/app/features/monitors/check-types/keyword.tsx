import { FileSearch } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldsProps } from '../form/fields-props';
import { requestsUrl, UrlFields } from './request';
import { textProps, type CheckTypeView } from './view';

export const keyword: CheckTypeView<'keyword'> = {
  label: 'Keyword',
  description: 'Requests a URL and looks for a word in the page, or its absence.',
  icon: FileSearch,
  ...requestsUrl,
  Fields: (props) => (
    <UrlFields {...props}>
      <KeywordFields {...props} />
    </UrlFields>
  ),
  toInput: (v) => ({
    ...requestsUrl.toInput(v),
    keyword: v.keyword,
    keywordMode: v.keywordMode,
    caseSensitive: v.caseSensitive,
  }),
};

function KeywordFields(props: FieldsProps) {
  const { values, set } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <TextField {...textProps(props, 'keyword', 'Keyword')} />
      <SelectField
        label="The page must"
        value={values.keywordMode}
        options={[
          { value: 'present', label: 'Contain it' },
          { value: 'absent', label: 'Not contain it' },
        ]}
        onChange={(value) => set('keywordMode', value)}
      />
      <Checkbox
        label="Match case"
        checked={values.caseSensitive}
        onChange={(event) => set('caseSensitive', event.target.checked)}
      />
    </div>
  );
}
