import {
  PRODUCT_NUMBER_FIELDS,
  type Product,
  type ProductCreateData,
  type ProductInput,
  productCreateSchema,
} from '@lathe/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { formTexts, formValuesOf, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { customerOptionLabel, productsResource } from './api';
import { ProductTabFields } from './product-fields';
import { ProductFigures } from './product-figures';
import { FocusRequest, ProductTabList, ProductTabPanel, TabSteps } from './product-tab-controls';
import { firstError, PRODUCT_TABS, tabOf } from './product-tabs';

const emptyValues: ProductInput = {
  partyCode: '',
  assembly: '',
  product_description: '',
  drawing_number: '',
  product_type: '',
  rod_size: '',
  grade: '',
  raw_material_weight: '',
  net_weight: '',
  final_od: '',
  final_id: '',
  final_length: '',
  spm_rough_first_cycle_time_sec: '',
  rough_first_cycle_time_sec: '',
  rough_second_cycle_time_sec: '',
  single_setup_cycle_time_sec: '',
  first_setup_cycle_time_sec: '',
  second_setup_cycle_time_sec: '',
  plastic_bag_size: '',
  box_size: '',
  carton_size: '',
  qty_in_plastic_bag: '',
  qty_in_box: '',
  qty_in_carton: '',
  hsnCode: '',
  gstRate: '18',
};

/** The inputs hold text: a stored number shows as typed, a missing one as empty. */
function toFormValues(product: Product): ProductInput {
  const values: Record<string, unknown> = formValuesOf(product, emptyValues);
  for (const field of [...PRODUCT_NUMBER_FIELDS, 'gstRate']) {
    if (typeof values[field] === 'number') values[field] = String(values[field]);
  }
  return values as ProductInput;
}

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
