import { checkTypeView } from '../../check-types';
import type { FieldsProps } from '../../form/fields-props';

/**
 * What to check, for the chosen type: a URL, a host and port, a name, or a heartbeat period.
 * Called rather than rendered, so switching between types of one family keeps the fields they
 * share mounted.
 */
export function TargetFields(props: FieldsProps) {
  return checkTypeView(props.values.type).Fields(props);
}
