import type { BlanketOrder } from '@lathe/shared';
import { BLANKET_ORDER_FLOW } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { blanketOrdersResource } from './api';
import { BlanketOrderBadges } from './blanket-badges';

/**
 * The blanket order's screens: its flow's steps and words (naming its customer), its list, form
 * and view at /blanket-orders. It has no print model: no PDF, its view shows the order itself.
 */
export const blanketOrderScreens = defineDocumentScreens<BlanketOrder, string>({
  flow: BLANKET_ORDER_FLOW,
  resource: blanketOrdersResource,
  path: '/blanket-orders',
  listTitle: 'Blanket Orders',
  name: (order) => ({ number: order.blanketNumber, about: order.customerName }),
  Badge: BlanketOrderBadges,
});
