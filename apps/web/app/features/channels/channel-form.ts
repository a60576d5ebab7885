import {
  channelConfigSchemas,
  channelInput,
  fieldMeta,
  type Channel,
  type ChannelInput,
  type ChannelKind,
  type FieldMeta,
  type UpdateChannelInput,
} from '@tocsin/contract';
import type { Checked, FieldErrors, FormIssue } from '@/lib/form';

/**
 * The channel form is generated from the contract's config schemas: each field of a kind's zod
 * object becomes a control, labelled from its `meta`, and is validated with its own schema.
 */

type Schema = Parameters<typeof fieldMeta>[0];

/** The few parts of a zod schema's definition the form reads. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  defaultValue?: unknown;
  entries?: Record<string, string>;
}

const defOf = (schema: Schema) => (schema as unknown as { def: SchemaDef }).def;

export type FieldControl = 'text' | 'secret' | 'select' | 'lines';

export interface ChannelField {
  name: string;
  control: FieldControl;
  label: string;
  help?: string;
  placeholder?: string;
  /** May be left empty (the schema's default, or nothing, applies). */
  optional: boolean;
  /** A select's choices, in the schema's order. */
  options: string[];
  /** What a new channel starts with: the schema's default, else empty. */
  initial: string;
  schema: Schema;
}

/** What a field really is under its optional, default and pipe wrappers. */
function unwrap(schema: Schema): { core: Schema; optional: boolean; defaultValue?: unknown } {
  let core = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(core);
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
      optional = true;
      if (def.type === 'default') defaultValue = def.defaultValue;
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      core = def.in;
    } else {
      return { core, optional, defaultValue };
    }
  }
}

function describeField(name: string, schema: Schema): ChannelField {
  const meta: FieldMeta = fieldMeta(schema) ?? { label: name };
  const { core, optional, defaultValue } = unwrap(schema);
  const def = defOf(core);
  const options = def.type === 'enum' && def.entries ? Object.values(def.entries) : [];
  const control: FieldControl =
    def.type === 'enum'
      ? 'select'
      : def.type === 'array' || meta.multiline
        ? 'lines'
        : meta.secret
          ? 'secret'
          : 'text';
  const initial =
    typeof defaultValue === 'string'
      ? defaultValue
      : control === 'select'
        ? (options[0] ?? '')
        : '';
  return {
    name,
    control,
    label: meta.label,
    help: meta.help,
    placeholder: meta.placeholder,
    // A select always holds one of its options, so it is never left empty.
    optional: optional && control !== 'select',
    options,
    initial,
    schema,
  };
}

const fieldsByKind = new Map<ChannelKind, ChannelField[]>();

/** The kind's fields in the schema's order. */
export function channelFields(kind: ChannelKind): ChannelField[] {
  let fields = fieldsByKind.get(kind);
  if (!fields) {
    const shape = channelConfigSchemas[kind].shape as Record<string, Schema>;
    fields = Object.entries(shape).map(([name, schema]) => describeField(name, schema));
    fieldsByKind.set(kind, fields);
  }
  return fields;
}

/** Form values: one string per field (a list is one line per item). */
export type ConfigValues = Record<string, string>;

/** A new channel's values, or an existing one's with its secrets blank (they are never sent). */
export function initialValues(kind: ChannelKind, channel?: Channel): ConfigValues {
  const values: ConfigValues = {};
  for (const field of channelFields(kind)) {
    const stored = channel?.config[field.name];
    values[field.name] =
      field.control === 'secret'
        ? ''
        : Array.isArray(stored)
          ? stored.map(String).join('\n')
          : typeof stored === 'string' || typeof stored === 'number'
            ? String(stored)
            : field.initial;
  }
  return values;
}

/** The value the schema is given: lists split into lines, empty text left out. */
function rawValue(field: ChannelField, text: string): unknown {
  if (field.control === 'lines') {
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

const nameSchema = channelInput.options[0].shape.name;

/** A channel the form checked: what to create, or to change. */
export interface ValidChannel {
  kind: ChannelKind;
  name: string;
  config: Record<string, unknown>;
  /** Every new monitor alerts it. */
  isDefault: boolean;
}

/**
 * Checks the form with the contract's schemas. Secret fields in `keptSecrets` may stay empty:
 * the server keeps their stored values.
 */
export function validateChannel({
  kind,
  name,
  values,
  keptSecrets = [],
  isDefault = false,
}: {
  kind: ChannelKind;
  name: string;
  values: ConfigValues;
  keptSecrets?: readonly string[];
  isDefault?: boolean;
}): Checked<ValidChannel> {
  const errors: FieldErrors = {};
  const parsedName = nameSchema.safeParse(name);
  if (!parsedName.success) errors.name = parsedName.error.issues[0]?.message ?? 'Check the name';

  const config: Record<string, unknown> = {};
  for (const field of channelFields(kind)) {
    const raw = rawValue(field, values[field.name] ?? '');
    if (raw === undefined && keptSecrets.includes(field.name)) continue;
    if (raw === undefined && !field.optional) {
      errors[`config.${field.name}`] = `${field.label} is required`;
      continue;
    }
    const parsed = field.schema.safeParse(raw);
    if (parsed.success) {
      if (parsed.data !== undefined) config[field.name] = parsed.data;
    } else {
      errors[`config.${field.name}`] = parsed.error.issues[0]?.message ?? 'Check this value';
    }
  }
  if (!parsedName.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { kind, name: parsedName.data, config, isDefault } };
}

/** Server issues by form path: an item of a list (`config.to.2`) belongs to the list's field. */
export function toFieldErrors(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = path.startsWith('config.') ? path.split('.').slice(0, 2).join('.') : path;
    errors[key] ??= message;
  }
  return errors;
}

/** Whether the form has a place for an error at this path. */
export function hasPlaceFor(kind: ChannelKind, path: string): boolean {
  if (path === 'name' || path === 'kind') return true;
  return channelFields(kind).some((field) => `config.${field.name}` === path);
}

export function toCreateInput(valid: ValidChannel): ChannelInput {
  return {
    kind: valid.kind,
    name: valid.name,
    config: valid.config,
    isDefault: valid.isDefault,
  } as ChannelInput;
}

/**
 * The change to send: only what differs. The server rebuilds the config from what is sent plus
 * the stored secrets, so a changed config carries every non-secret field; secrets only if typed.
 */
export function toUpdateInput(channel: Channel, valid: ValidChannel): UpdateChannelInput | null {
  const input: UpdateChannelInput = {};
  if (valid.name !== channel.name) input.name = valid.name;
  if (valid.isDefault !== channel.isDefault) input.isDefault = valid.isDefault;
  const fields = channelFields(channel.kind);
  const secretTyped = fields.some(
    (field) => field.control === 'secret' && valid.config[field.name] !== undefined,
  );
  const openChanged = fields.some(
    (field) =>
      field.control !== 'secret' &&
      JSON.stringify(valid.config[field.name]) !== JSON.stringify(channel.config[field.name]),
  );
  if (secretTyped || openChanged) input.config = valid.config;
  return Object.keys(input).length > 0 ? input : null;
}
