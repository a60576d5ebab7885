import {
  CONFIG_VERSION,
  channelConfigSchemas,
  configDocumentSchema,
  configMonitorSchema,
  keyFromName,
  secretFields,
  secretVariable,
  type ChannelKind,
  type UnmappedItem,
} from '@tocsin/contract';
import type { z } from 'zod';
import { ValidationError } from '../../../lib/errors.js';
import type { Row } from './values.js';

export interface ImportResult {
  /** A configuration document (input form of configDocumentSchema) that configDocumentSchema.parse accepts. */
  document: {
    version: 1;
    monitors: unknown[];
    channels: unknown[];
    maintenance: unknown[];
    statusPages: unknown[];
  };
  /** Channel secrets by the environment variable the document's channels name ({ env: NAME }). */
  secrets: Record<string, string>;
  /** Everything of the file that has no place in Tocsin, each with the reason. */
  unmapped: UnmappedItem[];
}

/** A channel to add, its secret fields given in plain beside the others. */
export interface ChannelDraft {
  kind: ChannelKind;
  name: string;
  enabled: boolean;
  isDefault: boolean;
  config: Row;
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the value'}: ${issue.message}`)
    .join('; ');

/**
 * Collects what an import maps: monitors and channels checked one at a time against the
 * document's schemas, so that one odd object of the file lands in `unmapped` with the reason
 * instead of spoiling the whole document.
 */
export class ImportBuilder {
  private readonly monitors: Row[] = [];
  private readonly channels: Row[] = [];
  private readonly secrets: Record<string, string> = {};
  private readonly unmapped: UnmappedItem[] = [];
  private readonly monitorKeys = new Set<string>();
  private readonly channelKeys = new Set<string>();

  skip(item: string, reason: string) {
    this.unmapped.push({ item, reason });
  }

  /** Adds the monitor when the document's schema accepts it; returns its key, or null. */
  addMonitor(item: string, monitor: Row): string | null {
    const checked = configMonitorSchema.safeParse({ ...monitor, key: 'checking' });
    if (!checked.success) {
      this.skip(
        item,
        `Not imported, Tocsin refuses its settings: ${describeIssues(checked.error)}`,
      );
      return null;
    }
    const key = keyFromName(String(monitor.name), this.monitorKeys);
    this.monitors.push({ key, ...monitor });
    return key;
  }

  /**
   * Adds the channel when its config, secrets included, is one Tocsin accepts; the secrets go
   * to `secrets` under the variables the document names. Returns its key, or null.
   */
  addChannel(item: string, draft: ChannelDraft): string | null {
    const schema = channelConfigSchemas[draft.kind];
    const checked = schema.safeParse(draft.config);
    if (!checked.success) {
      this.skip(
        item,
        `Not imported, Tocsin refuses its settings: ${describeIssues(checked.error)}`,
      );
      return null;
    }
    const parsed = checked.data as Row;
    const secret = new Set(secretFields(draft.kind));
    const key = keyFromName(draft.name, this.channelKeys);
    const config = Object.fromEntries(Object.entries(parsed).filter(([name]) => !secret.has(name)));
    for (const name of secret) {
      const variable = secretVariable(key, name);
      config[name] = { env: variable };
      const value = parsed[name];
      // An optional secret left empty (ntfy's access token) is written empty, meaning none.
      if (typeof value === 'string') this.secrets[variable] = value;
      else if (schema.safeParse({ ...parsed, [name]: '' }).success) this.secrets[variable] = '';
    }
    this.channels.push({
      key,
      kind: draft.kind,
      name: draft.name,
      enabled: draft.enabled,
      default: draft.isDefault,
      config,
    });
    return key;
  }

  result(): ImportResult {
    const document: ImportResult['document'] = {
      version: CONFIG_VERSION,
      monitors: this.monitors,
      channels: this.channels,
      maintenance: [],
      statusPages: [],
    };
    // Each object was checked on its own; what is left is the document's own limits.
    const checked = configDocumentSchema.safeParse(document);
    if (!checked.success)
      throw new ValidationError(
        `The file maps to a document Tocsin cannot take: ${describeIssues(checked.error)}`,
        checked.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      );
    return { document, secrets: this.secrets, unmapped: this.unmapped };
  }
}
