import { z } from 'zod';

// Import shapes of spec §2.1, §2.2 and §4.2. Only brands and colors are named by the spec;
// other master kinds are accepted by path name because the spec leaves them open.

export const NAMED_MASTER_KINDS = ['brands', 'colors'] as const;
export const MASTER_CODE_FIELD: Record<(typeof NAMED_MASTER_KINDS)[number], string> = {
  brands: 'brand_code',
  colors: 'color_code',
};

export const skuSchema = z.looseObject({
  color_code: z.string().min(1),
  size_code: z.string().min(1),
});

export const productSchema = z.looseObject({
  product_code: z.string().min(1),
  name: z.string().optional(),
  brand_code: z.string().optional(),
  skus: z.array(skuSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;
