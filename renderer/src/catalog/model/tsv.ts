// Clipboard text as Excel puts it: one definition, in app/ (the core's copy of a large range uses it).
export * from '../../../../app/catalog/tsv.ts';
