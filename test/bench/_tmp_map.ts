import { fileRowsToGridRows } from '../../renderer/src/catalog/files/file-rows.ts';
import { suggestMapping } from '../../renderer/src/catalog/files/column-mapping.ts';
import { skuRowsToProducts, type SkuRow } from '../../app/catalog/rows.ts';
import { packRows, unpackRows } from '../../renderer/src/catalog/files/rows-pack.ts';
const rows = [['品番', '品名', 'ブランド', 'カラー', 'サイズ']];
for (let i = 0; i < 1_000_000; i++) { const p = Math.floor(i / 8); rows.push([`P${p}`, `名 ${p}`, `BR${p % 2000}`, `C${Math.floor((i % 8) / 4)}`, `S${i % 4}`]); }
const t = (l: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(l, (performance.now() - s).toFixed(0)); return r; };
const body = rows.slice(1);
const skuRows = t('skuRows objects', () => body.map(r => ({ product_code: r[0]!, name: r[1]!, brand_code: r[2]!, color_code: r[3]!, size_code: r[4]! }))) as SkuRow[];
const g = t('skuRowsToProducts', () => skuRowsToProducts(skuRows)) as any;
t('fileRowsToGridRows', () => fileRowsToGridRows('products', body, suggestMapping('products', rows[0]!)));
const packed = t('pack', () => { const parts = []; for (let s = 0; s < g.products.length; s += 5000) parts.push(packRows('products', g.products.slice(s, s + 5000))); return parts; }) as any[];
t('unpack', () => packed.map(p => unpackRows(p)));
t('clone packed', () => structuredClone(packed));
