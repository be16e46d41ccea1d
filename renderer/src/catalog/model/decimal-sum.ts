// One definition in app/ (the core's catalog.stats sums with it too).
export * from '../../../../app/catalog/decimal-sum.ts';
