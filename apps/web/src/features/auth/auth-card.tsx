import { Cog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCompanyName } from '../../lib/settings';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred panel of the sign-in and sign-up screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const companyName = useCompanyName();
  return (
    <div className="w-full max-w-md">
      <div className="mb-6 flex items-center justify-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-500 text-white">
          <Cog aria-hidden="true" className="size-6" />
        </span>
        <span className="leading-tight">
          <span className="block font-semibold text-gray-900 text-xl dark:text-white">Lathe</span>
          <span className="block text-gray-600 text-sm dark:text-gray-400">{companyName}</span>
        </span>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-theme-xs sm:p-8 dark:border-gray-800 dark:bg-gray-900">
        <h1 className="font-semibold text-2xl text-gray-800 dark:text-white/90">{title}</h1>
        <p className="mt-2 mb-6 text-gray-600 text-sm dark:text-gray-400">{subtitle}</p>
        {children}
      </div>
      {/* Always there, a line tall: the card is centred, so a footer arriving with the settings would move it. */}
      <div className="mt-5 min-h-5 text-center text-gray-700 text-sm dark:text-gray-400">{footer}</div>
    </div>
  );
}
