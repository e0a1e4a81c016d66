import type { ReactNode } from 'react';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { Alert } from '../ui/alert';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { PageSpinner } from '../ui/spinner';

interface LoadStateProps<T> {
  query: { data: T | undefined; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  notFoundText: string;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}

/** An edit screen's record: a spinner while it loads, a clear message when missing, else the form. */
export function LoadState<T>({ query, notFoundText, backTo, backLabel, children }: LoadStateProps<T>) {
  if (query.isLoading) return <PageSpinner />;
  if (query.data !== undefined) return children(query.data);
  const missing = !query.isError || isNotFound(query.error);
  return (
    <Card className="p-6">
      <Alert>{missing ? notFoundText : errorMessage(query.error, 'The record could not be loaded')}</Alert>
      <div className="mt-4 flex gap-3">
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
        {!missing && <Button onClick={() => void query.refetch()}>Retry</Button>}
      </div>
    </Card>
  );
}
