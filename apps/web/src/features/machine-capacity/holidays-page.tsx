import { zodResolver } from '@hookform/resolvers/zod';
import {
  indianDate,
  type PlantHolidayData,
  type PlantHolidayInput,
  plantHolidayInputSchema,
  todayIn,
  WEEKDAY_LABELS,
  weekdayOf,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { useHolidayChanges, useHolidays } from './api';

/** Adds a holiday: date and name, checked by the shared schema; the server's refusal lands on its field. */
function AddHoliday({ year }: { year: number }) {
  const { add } = useHolidayChanges();
  const form = useForm<PlantHolidayInput, unknown, PlantHolidayData>({
    resolver: zodResolver(plantHolidayInputSchema),
    defaultValues: { date: '', name: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(`${values.name} on ${indianDate(values.date)} added`);
      form.reset({ date: '', name: '' });
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.errors)) {
          form.setError(field as Path<PlantHolidayInput>, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error(errorMessage(error, 'The holiday could not be added'));
    }
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Add a holiday in ${year}`}
        className="grid gap-4 p-5 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
      >
        <DateField name="date" label="Date" required />
        <TextField name="name" label="Holiday" placeholder="Diwali" autoComplete="off" required />
        <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          Add holiday
        </Button>
      </form>
    </FormProvider>
  );
}

/** The days the whole plant does not work, a year at a time: the schedule places nothing on them. */
export function HolidaysPage() {
  const [year, setYear] = useState(() => Number(todayIn().slice(0, 4)));
  const holidays = useHolidays(year);
  const { remove } = useHolidayChanges();
  const mayEdit = useCan('schedule', 'edit');
  return (
    <>
      <PageHeader
        title="Plant Holidays"
        description="No machine works on these days; the schedule moves work past them."
        actions={
          <div className="flex items-center gap-1">
            <Button variant="secondary" aria-label="Previous year" onClick={() => setYear(year - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <span className="px-3 font-medium text-gray-800 tabular-nums dark:text-white/90" aria-live="polite">
              {year}
            </span>
            <Button variant="secondary" aria-label="Next year" onClick={() => setYear(year + 1)}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        }
      />
      <Card>
        {mayEdit && <AddHoliday year={year} />}
        {holidays.isLoading ? (
          <PageSpinner />
        ) : !holidays.data ? (
          <div className="p-5">
            <Alert>{errorMessage(holidays.error, 'The holidays could not be loaded')}</Alert>
          </div>
        ) : (
          <table className="w-full">
            <caption className="sr-only">Plant holidays in {year}</caption>
            <TableHead columns={['Date', 'Day', 'Holiday', mayEdit && { label: 'Actions', srOnly: true }]} />
            <tbody className={tbodyClass}>
              {holidays.data.map((holiday) => (
                <tr key={holiday.date}>
                  <td className={clsx(tdClass, 'whitespace-nowrap tabular-nums')}>{indianDate(holiday.date)}</td>
                  <td className={tdClass}>{WEEKDAY_LABELS[weekdayOf(holiday.date)]}</td>
                  <td className={tdClass}>{holiday.name}</td>
                  {mayEdit && (
                    <td className={clsx(tdClass, 'text-right')}>
                      <Button
                        variant="ghost"
                        aria-label={`Remove ${holiday.name} on ${indianDate(holiday.date)}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(holiday.date, {
                            onSuccess: () => toast.success(`${holiday.name} removed`),
                            onError: (error) => toast.error(errorMessage(error, 'The holiday could not be removed')),
                          })
                        }
                      >
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
              {holidays.data.length === 0 && (
                <tr>
                  <td colSpan={4} className={clsx(tdClass, 'text-center')}>
                    No holidays in {year}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}
