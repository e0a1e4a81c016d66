import { Link } from 'react-router';

/*
 * A printed value that opens what it names on screen (a sales order, a work order): a link in
 * the brand's colour that prints as plain text.
 */

const linkClass = 'text-brand-600 underline print:text-inherit print:no-underline';

export function PrintLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** `value` with the first `text` within it a link to `to`; the value alone when it does not hold the text. */
export function linkWithin(value: string, text: string, to: string) {
  const at = value.indexOf(text);
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at)}
      <PrintLink to={to}>{text}</PrintLink>
      {value.slice(at + text.length)}
    </>
  );
}
