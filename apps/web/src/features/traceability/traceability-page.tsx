import { zodResolver } from '@hookform/resolvers/zod';
import { traceFindQuerySchema, tracePath } from '@lathe/shared';
import { Loader2, Search } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { errorMessage, isApiError } from '../../lib/api-error';
import { findTraceable } from './api';

type FindInput = z.input<typeof traceFindQuerySchema>;
type FindData = z.output<typeof traceFindQuerySchema>;

/**
 * `/traceability`: one box for a delivery challan, an invoice, a box code (typed, or scanned by a
 * keyboard scanner) or a heat number. What was typed decides what is traced: the server says which
 * it found, and the trace or recall list opens; nothing found is said under the box.
 */
export function TraceabilityPage() {
  const navigate = useNavigate();
  const form = useForm<FindInput, unknown, FindData>({
    resolver: zodResolver(traceFindQuerySchema),
    defaultValues: { q: '' },
  });
  const submit = form.handleSubmit(async ({ q }) => {
    try {
      navigate(tracePath(await findTraceable(q)));
    } catch (error) {
      const message =
        isApiError(error) && error.status === 404
          ? error.message
          : errorMessage(error, 'The search could not be made; try again');
      form.setError('q', { type: 'server', message }, { shouldFocus: true });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Traceability"
        description="Where parts came from, and everywhere a heat of bar went: type or scan a number."
      />
      <Card className="p-4 sm:p-6">
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
            <TextField
              name="q"
              label="Challan, invoice, box or heat number"
              hint="DC/2026-27/0007, INV/2026-27/0112, BX0000123 or H2291: a challan or invoice traces its parts back; a heat gives its recall list."
              autoComplete="off"
              autoFocus
              maxLength={60}
              required
            />
            <Button type="submit" disabled={busy} className="sm:mt-6">
              {busy ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Search aria-hidden="true" className="size-4" />
              )}
              Trace
            </Button>
          </form>
        </FormProvider>
      </Card>
    </div>
  );
}
