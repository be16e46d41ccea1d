/** The catalog's grids, in the order of its tabs; each is the $grid of /catalog/$grid. */
export const CATALOG_GRIDS = ['brands', 'colors', 'products', 'skus'] as const;
export type CatalogGrid = (typeof CATALOG_GRIDS)[number];
