// One definition in app/ (the core's catalog.stats counts by the same rules).
export * from '../../../../app/catalog/selection-stats.ts';
