/** The team database's schema against this Bulkpay's (both from the team store's status). */
export interface SchemaVersions {
  /** The database's team schema version. */
  schemaVersion: number;
  /** The oldest Bulkpay's schema the database still works with (its newest version's declaration). */
  schemaWorksFrom: number;
  /** The newest team schema this Bulkpay knows. */
  appSchemaVersion: number;
  /** The oldest database schema this Bulkpay works with (its newest version's declaration). */
  appWorksFrom: number;
}

/**
 * The one rule for whether a desktop and a team database work together, by what each version
 * declares (a team migration's `worksFrom`: an index-only version leaves what a desktop calls as it
 * was), not by the raw number: the database too old for this Bulkpay (an admin upgrades it before
 * this desktop sends), too new (this desktop is updated first), or working together ('current',
 * also when one of them is ahead by versions the other does not need).
 */
export function teamSchemaAge(v: SchemaVersions): 'older' | 'newer' | 'current' {
  if (v.schemaVersion < v.appWorksFrom) return 'older';
  return v.appSchemaVersion < v.schemaWorksFrom ? 'newer' : 'current';
}

/** Whether the database lacks versions this Bulkpay knows (an install or upgrade would apply them). */
export function teamSchemaUpgradeDue(v: SchemaVersions): boolean {
  return v.schemaVersion < v.appSchemaVersion;
}
