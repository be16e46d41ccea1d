// A connection's short integer key (catalog_connections; catalog-connections-migration.ts): the
// undo log's entries and the products' brand index are keyed by it, not by the profile's id.

/** SQL for the key of the profile `param` names (a parameter such as '?1'), looked up once. */
export const connOf = (param: string): string =>
  `(SELECT id FROM catalog_connections WHERE profile = ${param})`;
