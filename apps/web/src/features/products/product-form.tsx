import {
  DEFAULT_GST_RATE,
  type Product,
  type ProductCreateData,
  type ProductInput,
  productCreateSchema,
} from '@lathe/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { formTexts, formValuesOf, ResourceFormPage } from '../../components/form/resource-form-page';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { errorMessage } from '../../lib/api-error';
import { productsResource } from './api';
import { ProductTabFields } from './product-fields';
import { ProductFigures } from './product-figures';
import { FocusRequest, ProductTabList, ProductTabPanel, TabSteps } from './product-tab-controls';
import { firstError, PRODUCT_TABS, tabOf } from './product-tabs';

/** Every input starts empty, as text (the number inputs too); GST at its usual rate. */
const emptyValues = {
  ...Object.fromEntries(Object.keys(productCreateSchema.shape).map((field) => [field, ''])),
  gstRate: String(DEFAULT_GST_RATE),
} as ProductInput;

/** The inputs hold text: a stored number shows as typed, a missing one as empty. */
const toFormValues = (product: Product) =>
  Object.fromEntries(
    Object.entries(formValuesOf(product, emptyValues)).map(([field, value]) => [
      field,
      typeof value === 'number' ? String(value) : value,
    ]),
  ) as ProductInput;

/**
 * The request body (spec §5): numbers already converted by the schema; empty fields dropped.
 * On an edit, a field the user emptied is sent as null, so clearing a value saves.
 */
function toBody(values: ProductCreateData, version?: number, product?: Product) {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const stored = product?.[field as keyof Product];
    if (value !== null && value !== undefined) body[field] = value;
    else if (stored !== null && stored !== undefined) body[field] = null;
  }
  return version === undefined ? body : { ...body, version };
}

/** Add and edit a product (spec §2 Products): three tabs, each checked before moving on. */
export function ProductFormPage() {
  const { id } = useParams();
  const [tab, setTab] = useState(0);
  const [focus, setFocus] = useState<{ field: string } | null>(null);
  const isLast = tab === PRODUCT_TABS.length - 1;

  /** Opens the tab a field is on and puts the cursor in it. */
  const show = (field: string) => {
    setTab(tabOf(field));
    setFocus({ field });
  };

  return (
    <ResourceFormPage
      resource={productsResource}
      id={id}
      schema={productCreateSchema}
      emptyValues={emptyValues}
      toFormValues={toFormValues}
      toBody={toBody}
      history="products"
      listPath="/products"
      texts={formTexts('Product', 'Products', {
        createTitle: 'Add Product',
        editTitle: 'Edit Product',
        saveError: (error) => errorMessage(error, 'Failed to save product'),
      })}
      formProps={{
        mode: 'onChange',
        hideSubmit: !isLast,
        actions: <TabSteps tab={tab} onMove={setTab} onBlocked={show} />,
        onInvalid: (errors, source) => {
          const [field, message] = firstError(errors) ?? [];
          if (source === 'client') toast.error(message || 'Please fill in all required fields correctly');
          if (field) show(field);
        },
      }}
    >
      {(product) => (
        <>
          <FocusRequest request={focus} />
          <ProductTabList tab={tab} onMove={setTab} onBlocked={show} />
          {/* Every tab stays mounted, hidden when not shown, so what was chosen or typed keeps its state. */}
          {PRODUCT_TABS.map((item, index) => (
            <ProductTabPanel key={item.id} index={index} tab={tab} onMove={setTab} onBlocked={show}>
              <ProductTabFields
                tab={item.id}
                partyCodeLabel={product && customerOptionLabel(product.partyCode, product.customerName)}
              />
            </ProductTabPanel>
          ))}
          <ProductFigures />
        </>
      )}
    </ResourceFormPage>
  );
}
