import { Link } from 'react-router';
import { useCompanyName } from '../../lib/settings';

/** A plain page about the app, open to everyone. */
export function AboutPage() {
  const companyName = useCompanyName();
  return (
    <article className="w-full max-w-2xl rounded-2xl border border-gray-200 bg-white p-8 dark:border-gray-800 dark:bg-gray-900">
      <h1 className="font-semibold text-2xl text-gray-800 dark:text-white/90">About Lathe</h1>
      <p className="mt-4 text-gray-700 leading-relaxed dark:text-gray-300">
        Lathe is the back office of {companyName}, a maker of precision turned parts. Staff sign in to manage customers,
        employees, departments, designations, machines, suppliers, products, sales orders, invoices, users and roles.
      </p>
      <p className="mt-4 text-gray-700 leading-relaxed dark:text-gray-300">
        Access is governed by roles: each role grants view, create, edit and delete rights per area of the business. Ask
        an administrator if you need access to a screen you cannot open.
      </p>
      <Link to="/" className="mt-6 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
        Go to the dashboard
      </Link>
    </article>
  );
}
