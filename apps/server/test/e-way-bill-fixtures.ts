import { todayIn } from '@lathe/shared';

/*
 * What the access tests and the hostile scan send to the e-way bill routes: a transport by road
 * (the download's query) and an e-way bill as the portal generates it (the entry's body), each
 * with a number no other test of the file has used.
 */

let next = 331_000_000_000 + Math.floor(Math.random() * 100_000_000);

/** A fresh 12-digit e-way bill number: each table's unique index takes one once. */
export const eWayBillNumber = () => String(next++);

/** `PUT …/e-way-bill`: an e-way bill generated today and valid until today. */
export const eWayBillBody = (day = todayIn()) => ({
  eWayBillNumber: eWayBillNumber(),
  eWayBillDate: day,
  validUntil: day,
});

/** A consignment by road in a registered vehicle, 120 km. */
export const ROAD_TRANSPORT = { transMode: '1', transDistance: '120', vehicleNo: 'MH14HG0917' } as const;

/** `GET …/e-way-bill?…`: the road transport as a query string. */
export const roadTransportQuery = `?${new URLSearchParams(ROAD_TRANSPORT)}`;
