import { type SupplierInput, supplierCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { suppliersResource } from './api';
import { SupplierFields } from './supplier-fields';

const emptyValues: SupplierInput = {
  name: '',
  supplierCode: '',
  contactPerson: '',
  email: '',
  phone: '',
  gstin: '',
  address: '',
  state: '',
  materials: '',
  leadTimeDays: 7,
  minimumOrderKg: 0,
  pan: '',
  tdsSection: '',
  deducteeType: 'company',
  paymentTermsDays: 30,
  isActive: true,
};

/** Add and edit a supplier at /supplier/new and /supplier/edit/{id}; the route's id selects edit mode. */
export function SupplierFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={suppliersResource}
      id={id}
      schema={supplierCreateSchema}
      emptyValues={emptyValues}
      history="suppliers"
      listPath="/suppliers"
      texts={formTexts('Supplier', 'Suppliers', {
        createTitle: 'Add Supplier',
        editTitle: 'Edit Supplier',
        saveError: (error) => errorMessage(error, 'Failed to save supplier'),
      })}
    >
      {() => <SupplierFields />}
    </ResourceFormPage>
  );
}
