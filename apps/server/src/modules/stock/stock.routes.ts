import {
  optionSchema,
  optionsQuerySchema,
  planningItemParamsSchema,
  planningPurchaseInputSchema,
  purchaseOrderSchema,
  STOCK_BALANCE_SORTABLE,
  STOCK_ITEM_TYPE_LABELS,
  STOCK_MOVEMENT_KIND_LABELS,
  STOCK_MOVEMENT_SORTABLE,
  STOCK_PLANNING_SORTABLE,
  type StockMovement,
  type StockPlanningRow,
  stockBalanceFilterSchema,
  stockBalanceSchema,
  stockItemOptionSchema,
  stockItemOptionsQuerySchema,
  stockMovementFilterSchema,
  stockMovementInputSchema,
  stockMovementSchema,
  stockPlanningFilterSchema,
  stockPlanningRowSchema,
  stockProjectionSchema,
  TRACKED_PRODUCT_SORTABLE,
  trackedProductParamsSchema,
  trackedProductSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import type { ExportColumn } from '../../lib/csv-export.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { PurchaseOrdersService } from '../purchase-orders/index.js';
import { runningBalanceOf } from './ledger-running-balance.js';
import type { StockService } from './stock.service.js';
import type { BalanceHeatLine } from './stock-balances.js';

const tags = ['stock'];

const column = <T>(header: string, value: (row: T) => unknown): ExportColumn<T> => ({ header, value });

/** One line per heat of each item. */
const BALANCE_COLUMNS: ExportColumn<BalanceHeatLine>[] = [
  column('Item', (row) => row.label),
  column('Type', (row) => STOCK_ITEM_TYPE_LABELS[row.itemType]),
  column('Owner', (row) => row.owner),
  column('Heat Number', (row) => row.heatNumber),
  column('Quantity', (row) => row.quantity),
  column('Unit', (row) => row.unit),
  column('Bars', (row) => row.bars),
  column('First In', (row) => row.firstIn),
];

/** The ledger's columns; with the item's stock after each movement when the rows carry it (one item's ledger). */
const movementColumns = (withBalance: boolean): ExportColumn<StockMovement>[] => [
  column('Date', (row) => row.movementDate),
  column('Kind', (row) => STOCK_MOVEMENT_KIND_LABELS[row.kind]),
  column('Item', (row) => row.label),
  column('Item Key', (row) => row.itemKey),
  column('Heat Number', (row) => row.heatNumber),
  column('Quantity', (row) => row.quantity),
  column('Unit', (row) => row.unit),
  column('Bars', (row) => row.bars),
  ...(withBalance
    ? [
        column<StockMovement>('Balance', (row) => row.balanceAfter?.quantity),
        column<StockMovement>('Balance Bars', (row) => row.balanceAfter?.bars),
      ]
    : []),
  column('Owner', (row) => row.ownerName ?? 'Own'),
  column('Sales Order', (row) => row.salesOrderNumber),
  column('Document', (row) => row.sourceNumber),
  column('Reason', (row) => row.reason),
  column('Recorded By', (row) => row.createdByName),
  column('Recorded At', (row) => row.createdAt),
];
const MOVEMENT_COLUMNS = movementColumns(false);
const MOVEMENT_BALANCE_COLUMNS = movementColumns(true);

const PLANNING_COLUMNS: ExportColumn<StockPlanningRow>[] = [
  column('Grade', (row) => row.grade),
  column('Rod Size', (row) => row.rodSize),
  column('Need (kg)', (row) => row.needKg),
  column('Issued (kg)', (row) => row.issuedKg),
  column('In Stock (kg)', (row) => row.inStockKg),
  column('On Order (kg)', (row) => row.onOrderKg),
  column('Shortage (kg)', (row) => row.shortageKg),
  column('Orders', (row) => row.ordersCount),
  column('Weight Unknown', (row) => row.unknownWeight.map((product) => product.drawingNumber).join(', ')),
];

/**
 * Stock (`/api/stock/…`), guarded by the stock scope: balances, the ledger and material planning
 * with their CSV exports (view); issues, returns and adjustments (create); which products keep
 * finished stock (switched by edit); and the pickers the stock and job-work forms choose from.
 */
export const stockRoutes: FastifyPluginAsyncZod<{
  stock: StockService;
  purchaseOrders: PurchaseOrdersService;
}> = async (app, { stock, purchaseOrders }) => {
  registerCrudRoutes(app, {
    resource: 'stock',
    path: '/stock/balances',
    item: stockBalanceSchema,
    list: {
      sortable: STOCK_BALANCE_SORTABLE,
      filters: stockBalanceFilterSchema,
      run: stock.balances.list,
      export: {
        summary: 'Every heat of every item the balances show, as CSV',
        columns: BALANCE_COLUMNS,
        all: stock.balances.all,
      },
    },
  });

  registerCrudRoutes(app, {
    resource: 'stock',
    path: '/stock/movements',
    item: stockMovementSchema,
    list: {
      sortable: STOCK_MOVEMENT_SORTABLE,
      filters: stockMovementFilterSchema,
      run: stock.movements.list,
      export: {
        summary: 'Every movement of the ledger matching the search, sort and filters, as CSV',
        columns: (query, filters) => (runningBalanceOf(query, filters) ? MOVEMENT_BALANCE_COLUMNS : MOVEMENT_COLUMNS),
        all: stock.movements.all,
      },
    },
  });

  app.post(
    '/stock/movements',
    {
      config: { access: permission('stock', 'create') },
      schema: {
        tags,
        summary:
          'Records an issue to production, a return from it or an adjustment; an issue with no heat draws the oldest heats first',
        body: stockMovementInputSchema,
        response: { 201: z.array(stockMovementSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.movements.record(request.body, principalOf(request).user.id)),
  );

  registerCrudRoutes(app, {
    resource: 'stock',
    path: '/stock/planning',
    item: stockPlanningRowSchema,
    list: {
      sortable: STOCK_PLANNING_SORTABLE,
      filters: stockPlanningFilterSchema,
      run: stock.planning.list,
      export: {
        summary: 'Material planning: what the open orders need of each bar, and what is short, as CSV',
        columns: PLANNING_COLUMNS,
        all: stock.planning.all,
      },
    },
  });

  app.get(
    '/stock/planning/:id/projection',
    {
      config: { access: permission('stock', 'view') },
      schema: {
        tags,
        summary: "One bar's needs and receipts day by day, with the balance after each",
        params: planningItemParamsSchema,
        response: { 200: stockProjectionSchema },
      },
    },
    (request) => stock.planning.projection(request.params.id),
  );

  app.post(
    '/stock/planning/:id/purchase-order',
    {
      config: { access: permission('purchase-orders', 'create') },
      schema: {
        tags,
        summary: 'A draft purchase order of the bar from the supplier, due the day planning needs it',
        params: planningItemParamsSchema,
        body: planningPurchaseInputSchema,
        response: { 201: purchaseOrderSchema },
      },
    },
    async (request, reply) => {
      const data = await stock.planning.purchaseOrderOf(request.params.id, request.body);
      return reply.status(201).send(await purchaseOrders.create(data, principalOf(request).user));
    },
  );

  registerCrudRoutes(app, {
    resource: 'stock',
    path: '/stock/tracked-products',
    item: trackedProductSchema,
    list: { sortable: TRACKED_PRODUCT_SORTABLE, run: stock.tracked.list },
  });

  const tracked = { tags, params: trackedProductParamsSchema };
  app.get(
    '/stock/tracked-products/:productId',
    {
      config: { access: permission('stock', 'view') },
      schema: {
        ...tracked,
        summary: 'Whether the product keeps finished stock',
        response: { 200: trackedProductSchema },
      },
    },
    (request) => stock.tracked.get(request.params.productId),
  );
  app.put(
    '/stock/tracked-products/:productId',
    {
      config: { access: permission('stock', 'edit') },
      schema: {
        ...tracked,
        summary: "Keeps the product's finished parts in stock: its dispatches draw from it",
        response: { 200: trackedProductSchema },
      },
    },
    (request) => stock.tracked.track(request.params.productId, principalOf(request).user.id),
  );
  app.delete(
    '/stock/tracked-products/:productId',
    {
      config: { access: permission('stock', 'edit') },
      schema: {
        ...tracked,
        summary: 'Stops keeping the product in stock (what is in stock stays)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await stock.tracked.untrack(request.params.productId);
      return reply.status(204).send(null);
    },
  );

  registerPickerRoute(app, 'stockItems', {
    url: '/stock/items/options',
    summary: 'Up to 20 stock items (bars by grade and rod size, products’ parts) matching the text',
    querystring: stockItemOptionsQuerySchema,
    response: z.array(stockItemOptionSchema),
    run: ({ query }) => stock.itemOptions(query),
  });

  app.get(
    '/stock/orders/options',
    {
      config: {
        access: {
          anyOf: [
            { scope: 'stock', action: 'view' },
            { scope: 'stock', action: 'create' },
          ],
        },
      },
      schema: {
        tags,
        summary: 'Up to 20 confirmed sales orders matching the text: what material is issued against',
        querystring: optionsQuerySchema,
        response: { 200: z.array(optionSchema) },
      },
    },
    (request) => stock.orderOptions(request.query.search),
  );
};
