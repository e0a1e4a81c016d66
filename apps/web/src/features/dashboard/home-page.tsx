import type { Dashboard } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { hasNoSections, useDashboard } from './api';
import { InvoiceCards } from './invoice-cards';
import { LateWorkOrdersCard } from './late-work-orders';
import { NotificationsSection } from './notifications-section';
import { OrderCards } from './order-cards';
import { OtifCard } from './otif-card';
import { SalesChart } from './sales-chart';
import { TopCustomers } from './top-customers';
import { WelcomeCard } from './welcome-card';

/** A titled panel of the dashboard. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="px-5 pt-5 pb-3 font-semibold text-gray-800 text-lg dark:text-white/90">{title}</h2>
      {children}
    </Card>
  );
}

/** The figures the user's scopes allow: order and money cards, sales by month, top customers. */
function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { orders, invoices, monthlySales, topCustomers } = dashboard;
  return (
    <div className="grid gap-6">
      {(orders || invoices) && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {orders && <OrderCards orders={orders} />}
          {orders && <OtifCard month={dashboard.asOf.slice(0, 7)} />}
          {invoices && <InvoiceCards invoices={invoices} month={dashboard.asOf.slice(0, 7)} />}
        </div>
      )}
      {(monthlySales || topCustomers) && (
        <div className="grid gap-6 xl:grid-cols-5">
          {monthlySales && (
            <div className="xl:col-span-3">
              <Panel title="Monthly sales">
                <div className="px-5 pb-5">
                  <SalesChart months={monthlySales} />
                </div>
              </Panel>
            </div>
          )}
          {topCustomers && (
            <div className="xl:col-span-2">
              <Panel title="Top customers">
                <TopCustomers customers={topCustomers} />
              </Panel>
            </div>
          )}
        </div>
      )}
      <LateWorkOrdersCard />
      <NotificationsSection />
    </div>
  );
}

/** The home screen: the dashboard's real figures and every notification; a greeting when there are none to show. */
export function HomePage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  const asOf = data && !hasNoSections(data) ? `Figures as of ${formatDate(data.asOf)}` : undefined;
  return (
    <>
      <PageHeader title="Dashboard" description={asOf} />
      {dashboard.isLoading ? (
        <PageSpinner />
      ) : !data ? (
        <Card className="p-6">
          <Alert>{errorMessage(dashboard.error, 'The dashboard could not be loaded')}</Alert>
          <Button className="mt-4" onClick={() => void dashboard.refetch()}>
            Retry
          </Button>
        </Card>
      ) : hasNoSections(data) ? (
        <div className="grid gap-6">
          <WelcomeCard />
          <LateWorkOrdersCard />
        </div>
      ) : (
        <Figures dashboard={data} />
      )}
    </>
  );
}
