import { type Supplier, type SupplierInput, supplierCreateSchema } from '@lathe/shared';
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
  isActive: true,
};

const toFormValues = (s: Supplier): SupplierInput => ({
  name: s.name,
  supplierCode: s.supplierCode ?? '',
  contactPerson: s.contactPerson ?? '',
  email: s.email ?? '',
  phone: s.phone ?? '',
  gstin: s.gstin ?? '',
  address: s.address ?? '',
  state: s.state ?? '',
  materials: s.materials ?? '',
  isActive: s.isActive,
});

/** Add and edit a supplier at /supplier/new and /supplier/edit/{id}; the route's id selects edit mode. */
export function SupplierFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={suppliersResource}
      id={id}
      schema={supplierCreateSchema}
      emptyValues={emptyValues}
      toFormValues={toFormValues}
      // PUT replaces the whole record: every field goes, blanks as null.
      toBody={(values, version) => (version === undefined ? values : { ...values, version })}
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
