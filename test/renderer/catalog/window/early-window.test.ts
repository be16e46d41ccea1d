import { describe, expect, it } from 'vitest';
import { catalogGridOf } from '../../../../renderer/src/catalog/window/early-window.ts';

// Which grid a page address opens, for the window asked at the page's start (early-window.ts):
// the catalog's routes (renderer/src/catalog/routes.ts) and nothing else.

describe('the grid a page address opens', () => {
  it('names the catalog grid of #/catalog and #/catalog/<grid>, with or without a search', () => {
    expect(catalogGridOf('#/catalog')).toBe('products');
    expect(catalogGridOf('#/catalog/')).toBe('products');
    expect(catalogGridOf('#/catalog/skus')).toBe('skus');
    expect(catalogGridOf('#/catalog/brands?row=b1&field=name')).toBe('brands');
    expect(catalogGridOf('#/catalog/colors/')).toBe('colors');
  });

  it('names none for other screens and unknown grids', () => {
    expect(catalogGridOf('')).toBeNull();
    expect(catalogGridOf('#/connect')).toBeNull();
    expect(catalogGridOf('#/catalogue')).toBeNull();
    expect(catalogGridOf('#/catalog/vouchers')).toBeNull();
    expect(catalogGridOf('#/catalog/skus/more')).toBeNull();
  });
});
