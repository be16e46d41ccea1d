import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductStory } from '../../../app/resources/product-story.ts';
import { anyOutstanding, OutstandingBars } from '../ui/OutstandingBars.tsx';
import { formatDay, formatNumber } from '../ui/format.ts';
import { CoverageNotes } from './CoverageNotes.tsx';
import { SkuTable } from './SkuTable.tsx';

/** The four figures (on order, planned, sold, out on lease), the charts and the per-SKU table. */
export function ProductStoryView({ story, today }: { story: ProductStory; today: string }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const date = (value: string) => formatDay(value, i18n.language);
  const code = story.productCode;
  const po = story.purchaseOrders;
  const nothing =
    po.count === 0 &&
    story.orderPlans.rows === 0 &&
    story.salesOrders.count === 0 &&
    story.leases.count === 0;
  return (
    <article className="product-story" aria-labelledby="product-code-heading">
      <h2 id="product-code-heading">
        <code>{code}</code>
      </h2>
      <CoverageNotes story={story} />
      {nothing ? (
        <p className="card" data-testid="product-nothing">
          {t('products.nothing', { code })}
        </p>
      ) : (
        <>
          <div className="product-figures">
            <section className="card product-figure" data-testid="figure-on-order">
              <h3>{t('products.onOrder')}</h3>
              <p className="figure-number">{number(po.outstanding)}</p>
              <p className="muted">
                {t('products.orderedReceived', {
                  ordered: number(po.ordered),
                  received: number(po.received),
                })}
              </p>
              {po.nextExpected !== null &&
                (po.nextExpected < today ? (
                  <p className="overdue-note" data-testid="next-expected">
                    {t('products.overdueSince', { date: date(po.nextExpected) })}
                  </p>
                ) : (
                  <p className="muted" data-testid="next-expected">
                    {t('products.nextExpected', { date: date(po.nextExpected) })}
                  </p>
                ))}
              <Link to="/vouchers/$kind" params={{ kind: 'purchase_orders' }} search={{ q: code }}>
                {t('products.purchaseOrders', { count: po.count, shown: number(po.count) })}
              </Link>
            </section>
            <section className="card product-figure" data-testid="figure-planned">
              <h3>{t('products.planned')}</h3>
              <p className="figure-number">{number(story.orderPlans.quantity)}</p>
              <p className="muted">
                {t('products.withPo', {
                  count: story.orderPlans.withPo,
                  shown: number(story.orderPlans.withPo),
                })}
              </p>
              <Link
                to="/vouchers/$kind"
                params={{ kind: 'order_plans' }}
                search={{ product_code: code }}
              >
                {t('products.planRows', {
                  count: story.orderPlans.rows,
                  shown: number(story.orderPlans.rows),
                })}
              </Link>
            </section>
            <section className="card product-figure" data-testid="figure-sold">
              <h3>{t('products.sold')}</h3>
              <p className="figure-number">{number(story.salesOrders.quantity)}</p>
              <Link to="/vouchers/$kind" params={{ kind: 'sales_orders' }} search={{ q: code }}>
                {t('products.salesOrders', {
                  count: story.salesOrders.count,
                  shown: number(story.salesOrders.count),
                })}
              </Link>
            </section>
            <section className="card product-figure" data-testid="figure-on-lease">
              <h3>{t('products.onLease')}</h3>
              <p className="figure-number">{number(story.leases.out)}</p>
              <p className={story.leases.overdue > 0 ? 'overdue-note' : 'muted'}>
                {t('products.overdue', { shown: number(story.leases.overdue) })}
              </p>
              <Link to="/vouchers/$kind" params={{ kind: 'leases' }} search={{ q: code }}>
                {t('products.leases', {
                  count: story.leases.count,
                  shown: number(story.leases.count),
                })}
              </Link>
            </section>
          </div>
          {anyOutstanding(po) && (
            <div className="product-charts">
              <OutstandingBars
                outstanding={po}
                testIds={{ byWeek: 'chart-by-week', bySupplier: 'chart-by-supplier' }}
                text={{
                  byWeek: t('products.byWeek'),
                  bySupplier: t('products.bySupplier'),
                  week: t('products.week'),
                  supplier: t('products.supplier'),
                  outstanding: t('products.outstanding'),
                  noDate: t('products.noDate'),
                  noSupplier: t('products.noSupplier'),
                  others: t('products.otherSuppliers'),
                }}
              />
            </div>
          )}
          <SkuTable skus={story.skus} format={number} />
        </>
      )}
    </article>
  );
}
