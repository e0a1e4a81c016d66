/**
 * Where performance is above 100% (the days or machines named): the pieces took less run time than
 * their cycle times give, which says the products' cycle times are slower than the machine really
 * runs. Shown as a hint to correct them; nothing when there is none.
 */
export function CycleTimeHint({ where }: { where: readonly string[] }) {
  if (where.length === 0) return null;
  return (
    <p className="mt-3 text-amber-800 text-sm dark:text-amber-200">
      {`Performance above 100% on ${where.join(', ')}: the pieces took less run time than their cycle times give, so the products’ cycle times are slower than the machine really runs. Correct them on the products.`}
    </p>
  );
}
