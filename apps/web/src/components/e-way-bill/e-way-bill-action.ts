/** The search parameter that opens the e-way bill panel over its document (`?action=e-way-bill`), so Back and Escape close it. */
export const E_WAY_BILL_ACTION = 'e-way-bill';
