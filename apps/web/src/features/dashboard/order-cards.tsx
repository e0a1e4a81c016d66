import { type Dashboard, formatIndianNumber } from '@lathe/shared';
import { CalendarClock, ClipboardList, Timer, TriangleAlert, Truck } from 'lucide-react';
import { count, rupees } from '../../lib/format-figures';
import { StatCard } from './stat-card';

/** The open orders at a glance: what is open, late, due this week, dispatched and still to machine. */
export function OrderCards({ orders }: { orders: NonNullable<Dashboard['orders']> }) {
  return (
    <>
      <StatCard
        label="Open orders"
        value={count(orders.openCount)}
        detail={`${rupees(orders.openValue)} still to invoice`}
        icon={ClipboardList}
        to="/sales-orders?status=confirmed"
      />
      <StatCard
        label="Orders late"
        value={count(orders.lateCount)}
        detail="Past their delivery date, not fully dispatched"
        icon={TriangleAlert}
        tone={orders.lateCount > 0 ? 'danger' : 'neutral'}
        to="/sales-orders?late=true"
      />
      <StatCard
        label="Due this week"
        value={count(orders.dueThisWeekCount)}
        detail="Delivery due in the next 7 days"
        icon={CalendarClock}
        tone={orders.dueThisWeekCount > 0 ? 'warning' : 'neutral'}
        to="/sales-orders?due=week&sortBy=deliveryDate&sortOrder=ASC"
      />
      <StatCard
        label="Dispatches this month"
        value={count(orders.dispatchesThisMonth)}
        detail="Dispatches recorded since the 1st"
        icon={Truck}
      />
      <StatCard
        label="Machining hours"
        value={`${formatIndianNumber(orders.openMachiningHours, 1)} h`}
        detail="Still to run on open order lines"
        icon={Timer}
        to="/sales-orders/open-lines?sortBy=dueDate&sortOrder=ASC"
      />
    </>
  );
}
