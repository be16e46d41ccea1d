import type { ActiveConnection } from '../connections/active-connection.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';

export function voucherHandlers(
  active: ActiveConnection,
): Pick<HandlerTable, 'vouchers.page' | 'vouchers.get'> {
  return {
    'vouchers.page': ({ kind, startingAfter, productCode }, { signal }) =>
      active.run((client) =>
        client.listVouchers(kind, {
          ...(startingAfter === undefined ? {} : { startingAfter }),
          ...(productCode === undefined ? {} : { productCode }),
          ...(signal === undefined ? {} : { signal }),
        }),
      ),
    'vouchers.get': ({ kind, number }, { signal }) =>
      active.run((client) =>
        client.getVoucher(kind, number, signal === undefined ? {} : { signal }),
      ),
  };
}
