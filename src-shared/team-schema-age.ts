/** The team database's schema against this Bulkpay's (both from the team store's status). */
export interface SchemaVersions {
  schemaVersion: number;
  appSchemaVersion: number;
}

/**
 * The one rule for where the team schema stands: older than this Bulkpay (an admin upgrades it
 * before this desktop may use what the newer versions added), newer (this desktop is updated
 * first), or current.
 */
export function teamSchemaAge({ schemaVersion, appSchemaVersion }: SchemaVersions): 'older' | 'newer' | 'current' {
  if (schemaVersion < appSchemaVersion) return 'older';
  return schemaVersion > appSchemaVersion ? 'newer' : 'current';
}
