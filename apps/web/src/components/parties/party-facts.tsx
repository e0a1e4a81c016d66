import { type ReactNode, useId } from 'react';
import { Card } from '../ui/card';

export interface Fact {
  label: string;
  /** Empty values show a dash, as the lists do. */
  value: ReactNode;
  /** Addresses and other long text take the whole row. */
  wide?: boolean;
}

/** A party's details as label and value pairs in a titled card: two columns from a tablet up, four on a laptop. */
export function PartyDetails({ facts }: { facts: Fact[] }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="px-4 py-4 font-semibold text-base text-gray-800 sm:px-5 dark:text-white/90">
          Details
        </h2>
        <dl className="grid gap-x-6 gap-y-4 px-4 pb-5 sm:grid-cols-2 sm:px-5 xl:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className={fact.wide ? 'sm:col-span-2' : undefined}>
              <dt className="text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400">{fact.label}</dt>
              <dd className="mt-1 whitespace-pre-line break-words text-gray-800 text-sm dark:text-white/90">
                {fact.value === null || fact.value === undefined || fact.value === '' ? '-' : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
