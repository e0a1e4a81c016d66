import { zodResolver } from '@hookform/resolvers/zod';
import { indianDate, type WhatIfQuery, type WhatIfView, whatIfQuerySchema } from '@lathe/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DateField } from '../../components/form/date-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { SearchSelectField } from '../../components/form/search-select-field';
import { TextField } from '../../components/form/text-field';
import { promiseText } from '../../components/promise/promise-text';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { searchProducts, useWhatIf, type WhatIfAsk } from './api';
import { daysText, plantTimeText } from './plan-format';

type WhatIfInput = z.input<typeof whatIfQuerySchema>;

const findProducts = async (text: string, signal: AbortSignal) =>
  (await searchProducts(text, signal)).map((product) => ({
    value: product.id,
    label: [product.drawingNumber, product.description].filter(Boolean).join(' — '),
  }));

/** How late an order is: "on time", "2 days late", or that it no longer finds a machine. */
const lateText = (days: number) => (days === 0 ? 'on time' : `${daysText(days)} late`);

/** The new line due on the requested date: when it would go, and the open work orders it makes late. */
function Answer({ answer }: { answer: WhatIfView }) {
  const requested = indianDate(answer.requestedDate);
  return (
    <div className="space-y-4 border-gray-200 border-t p-5 dark:border-gray-800">
      <div>
        <h3 className="font-medium text-gray-800 dark:text-white/90">Planned after every open work order</h3>
        <p className="text-gray-700 text-sm dark:text-gray-300">{promiseText(answer.promise)}</p>
        {answer.promise.operations.length > 0 && (
          <ul className="mt-1 text-gray-600 text-xs dark:text-gray-400">
            {answer.promise.operations.map((operation) => (
              <li key={operation.label}>
                {operation.label} on {operation.machineNo}: {plantTimeText(operation.start)} to{' '}
                {plantTimeText(operation.end)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium text-gray-800 dark:text-white/90">
          Due on {requested}, before the orders due later
        </h3>
        <p
          className={clsx(
            'text-sm',
            answer.onTime ? 'text-gray-700 dark:text-gray-300' : 'font-medium text-red-700 dark:text-red-400',
          )}
        >
          {answer.dispatchDate === null
            ? `It cannot be planned: ${answer.unplaced.map((u) => u.reason).join('; ')}`
            : `It could be dispatched ${indianDate(answer.dispatchDate)}, ${
                answer.onTime ? `in time for ${requested}` : `${daysText(answer.daysLate)} after ${requested}`
              }.`}
        </p>
      </div>
      <div>
        <h3 className="font-medium text-gray-800 dark:text-white/90">Open work orders it would make late</h3>
        {answer.pushedBack.length === 0 ? (
          <p className="text-gray-600 text-sm dark:text-gray-400">None.</p>
        ) : (
          <table className="mt-2 w-full">
            <caption className="sr-only">Open work orders made late or later</caption>
            <TableHead columns={['Work order', 'Due', 'Finish now', 'Finish with the new line', 'Late by']} />
            <tbody className={tbodyClass}>
              {answer.pushedBack.map((order) => (
                <tr key={order.workOrderId}>
                  <td className={tdClass}>
                    <Link
                      to={`/work-orders/view/${order.workOrderId}`}
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {order.woNumber}
                    </Link>
                    <span className="block text-gray-600 text-xs dark:text-gray-400">
                      {order.product}
                      {order.customerName ? ` · ${order.customerName}` : ''}
                    </span>
                  </td>
                  <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>{indianDate(order.dueDate)}</td>
                  <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>
                    {order.finishBefore ? plantTimeText(order.finishBefore) : 'Not placed'}
                  </td>
                  <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>
                    {order.finishAfter ? plantTimeText(order.finishAfter) : 'No longer placed'}
                  </td>
                  <td className={clsx(tdClass, 'whitespace-nowrap font-medium text-red-700 dark:text-red-400')}>
                    {order.finishAfter === null
                      ? 'cannot be placed'
                      : order.daysLateBefore === 0
                        ? lateText(order.daysLateAfter)
                        : `${lateText(order.daysLateAfter)} (was ${daysText(order.daysLateBefore)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {answer.laterOnTime > 0 && (
          <p className="mt-2 text-gray-600 text-xs dark:text-gray-400">
            {answer.laterOnTime === 1
              ? '1 more finishes later but still on time.'
              : `${answer.laterOnTime} more finish later but still on time.`}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * "What if": a product, a quantity and the date the customer asks for give the date that moves no
 * open work order, and what asking for that date would do: whether the pieces make it when
 * planned by it, and which open work orders become late for them.
 */
export function WhatIfPanel() {
  const [ask, setAsk] = useState<WhatIfAsk | null>(null);
  const query = useWhatIf(ask);
  const form = useForm<WhatIfInput, unknown, WhatIfQuery>({
    resolver: zodResolver(whatIfQuerySchema),
    defaultValues: { productId: '', quantity: '', requestedDate: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => setAsk(values));
  return (
    <Card>
      <div className="px-5 pt-5">
        <h2 id="what-if-heading" className="font-semibold text-gray-800 dark:text-white/90">
          What if
        </h2>
        <p className="text-gray-600 text-sm dark:text-gray-400">
          When could a new order be dispatched, and what would promising it for a date do to the others?
        </p>
      </div>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="what-if-heading"
          className="grid gap-4 p-5 lg:grid-cols-[minmax(16rem,2fr)_8rem_11rem_auto] lg:items-start"
        >
          <SearchSelectField
            name="productId"
            label="Product"
            required
            fetchOptions={findProducts}
            queryKey={['planning', 'products']}
            placeholder="Search by drawing or description"
            noOptionsText="No products found"
          />
          <TextField
            name="quantity"
            label="Quantity"
            required
            inputMode="numeric"
            autoComplete="off"
            sanitize={digitsOnly}
          />
          <DateField name="requestedDate" label="Requested Date" required />
          <Button type="submit" className="lg:mt-7" disabled={query.isFetching}>
            Work it out
          </Button>
        </form>
      </FormProvider>
      {query.isFetching && (
        <div className="flex items-center gap-2 px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">
          <Spinner size="sm" label="Working it out" /> Working it out…
        </div>
      )}
      {query.isError && !query.isFetching && (
        <div className="px-5 pb-5">
          <Alert>{errorMessage(query.error, 'The plan could not be worked out')}</Alert>
        </div>
      )}
      {query.data && !query.isFetching && <Answer answer={query.data} />}
    </Card>
  );
}
