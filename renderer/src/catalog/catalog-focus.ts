/** The cell a link opens the catalog on (a refused row from the results, a problem's row). */
export interface CatalogFocus {
  row?: string;
  field?: string;
}
