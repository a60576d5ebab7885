import { alertRulesSchema, type AlertRules } from '@tocsin/contract';
import { checkWith, type Checked, type FieldErrors, type FormIssue } from '@/lib/form';
import { membersModeOf, membersRules, type MembersMode } from '@/lib/workspace-members';

/** The alert rules as the form edits them: switches, and numbers as typed. */
export interface AlertRulesValues {
  channelIds: string[];
  /** All members, the chosen ones (`memberIds`), or none. */
  membersMode: MembersMode;
  memberIds: string[];
  down: boolean;
  recovery: boolean;
  degraded: boolean;
  certificate: boolean;
  certificateDays: string;
  reminders: boolean;
  reminderMinutes: string;
  escalate: boolean;
  escalationMinutes: string;
  escalationChannelIds: string[];
}

/** What a switched-on number starts at, before the user types one. */
const suggested = { certificateDays: 14, reminderMinutes: 30, escalationMinutes: 15 };

export function valuesFromRules(rules: AlertRules): AlertRulesValues {
  return {
    channelIds: rules.channelIds,
    membersMode: membersModeOf(rules),
    memberIds: rules.memberIds,
    down: rules.events.down,
    recovery: rules.events.recovery,
    degraded: rules.events.degraded,
    certificate: rules.events.certificateDays !== null,
    certificateDays: String(rules.events.certificateDays ?? suggested.certificateDays),
    reminders: rules.reminderMinutes !== null,
    reminderMinutes: String(rules.reminderMinutes ?? suggested.reminderMinutes),
    escalate: rules.escalation !== null,
    escalationMinutes: String(rules.escalation?.afterMinutes ?? suggested.escalationMinutes),
    escalationChannelIds: rules.escalation?.channelIds ?? [],
  };
}

/** An empty field is NaN, so the schema reports it rather than reading it as 0. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function rulesFromValues(values: AlertRulesValues) {
  return {
    channelIds: values.channelIds,
    ...membersRules(values.membersMode, values.memberIds),
    events: {
      down: values.down,
      recovery: values.recovery,
      degraded: values.degraded,
      certificateDays: values.certificate ? toNumber(values.certificateDays) : null,
    },
    reminderMinutes: values.reminders ? toNumber(values.reminderMinutes) : null,
    escalation: values.escalate
      ? {
          afterMinutes: toNumber(values.escalationMinutes),
          channelIds: values.escalationChannelIds,
        }
      : null,
  };
}

/** Plain words for the number fields; the schema's own messages win elsewhere. */
const numberMessages: Record<string, string> = {
  'events.certificateDays': 'Enter a whole number of days from 1 to 90',
  reminderMinutes: 'Enter a whole number of minutes from 5 to 1440',
  'escalation.afterMinutes': 'Enter a whole number of minutes from 1 to 1440',
};

const NOT_A_MEMBER =
  'Someone chosen here is no longer a member of this workspace: remove them to save';

export function toRulesErrors(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    // `channelIds.3`, `escalation.channelIds.0` and `memberIds.1` belong to their whole list.
    const field = path.replace(/^((?:escalation\.)?channelIds|memberIds)\.\d+$/, '$1');
    const member = field !== path && field === 'memberIds';
    errors[field] ??= member ? NOT_A_MEMBER : (numberMessages[field] ?? message);
  }
  return errors;
}

export function validateRules(values: AlertRulesValues): Checked<AlertRules> {
  const checked = checkWith(alertRulesSchema, rulesFromValues(values), toRulesErrors);
  if (values.membersMode !== 'chosen' || values.memberIds.length > 0) return checked;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, memberIds: 'Choose at least one member, or None' } };
}
