import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  className?: string;
}

/** The white, bordered panel every screen sits on. */
export function Card({ children, className }: CardProps) {
  return (
    <div
      className={clsx('rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900', className)}
    >
      {children}
    </div>
  );
}

interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
  description?: ReactNode;
}

export function PageHeader({ title, actions, description }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="font-semibold text-2xl text-gray-800 dark:text-white/90">{title}</h1>
        {description && <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}
