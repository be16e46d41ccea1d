// The find bar's query and matcher live in app/ (the core's replace operation uses the same).
export * from '../../../../app/catalog/find-query.ts';
