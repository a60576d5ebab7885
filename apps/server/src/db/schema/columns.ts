import { customType } from 'drizzle-orm/pg-core';

/** Bytes as stored: node-postgres returns a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => value,
});
