import type { CheckResult, Monitor, MonitorConfig, MonitorType } from '@tocsin/contract';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldsProps } from '../form/fields-props';
import type { MonitorFormValues } from '../form/values';

/** Everything the web app knows of one check type; `index.ts` holds one for each. */
export interface CheckTypeView<T extends MonitorType> {
  label: string;
  description: string;
  icon: LucideIcon;
  /** Requests a URL: the form offers the HTTP options, and its results carry a status code. */
  requestsUrl?: true;
  /** Pushed to rather than checked: there is nothing to test from the form. */
  pushed?: true;
  /** Whether its checks see a TLS certificate, so a certificate alert can mean something. */
  seesCertificate?: (config: MonitorConfig<T>) => boolean;
  /** Form values it starts with beyond everyone's, filled in on switching to it if empty. */
  formDefaults?: Partial<MonitorFormValues>;
  /** The form's fields for what to check. */
  Fields: (props: FieldsProps) => ReactNode;
  /** Its own fields of the request body, from the form's values. */
  toInput: (values: MonitorFormValues) => Record<string, unknown>;
  /** The last check at a glance, in the figures that mean something for the type. */
  Tiles: (props: { monitor: Monitor; config: MonitorConfig<T>; result: CheckResult }) => ReactNode;
}

/** A view taking any monitor's settings: for code that holds a union of types. */
export type AnyCheckTypeView = CheckTypeView<MonitorType>;

export const num = (value: string) => (value.trim() === '' ? undefined : Number(value));
export const optional = (value: string) => (value.trim() === '' ? undefined : value);
export const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's values typed as free text (numbers too: they are edited as typed). */
type TextKey = {
  [K in keyof MonitorFormValues]: string extends MonitorFormValues[K] ? K : never;
}[keyof MonitorFormValues];

/** A text field's props for one of the form's text values. */
export function textProps({ values, errors, set }: FieldsProps, key: TextKey, label: string) {
  return {
    label,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  };
}
