import type { FieldErrors } from '@/lib/form';
import type { MonitorFormValues } from './values';

export type SetValue = <K extends keyof MonitorFormValues>(
  key: K,
  value: MonitorFormValues[K],
) => void;

/** What every section of the monitor form receives. */
export interface FieldsProps {
  values: MonitorFormValues;
  errors: FieldErrors;
  set: SetValue;
}
