import { type Customer, type CustomerInput, customerCreateSchema, DEFAULT_PAYMENT_TERMS_DAYS } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { customersResource } from './api';
import { CustomerFields } from './customer-fields';

const emptyValues: CustomerInput = {
  partyCode: '',
  name: '',
  contactPerson: '',
  email: '',
  phone: '',
  gstin: '',
  state: '',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  billingAddress: '',
  shippingAddress: '',
  isActive: true,
  gstCategory: 'regular',
  countryCode: '',
  currency: '',
};

const hasSameAddresses = (c: Customer | undefined) => !!c?.billingAddress && c.billingAddress === c.shippingAddress;

/** Add and edit a customer; the route's id selects edit mode. PUT sends the whole record and the version read. */
export function CustomerFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={customersResource}
      id={id}
      schema={customerCreateSchema}
      emptyValues={emptyValues}
      history="customers"
      listPath="/customers"
      texts={formTexts('Customer', 'Customers', {
        createTitle: 'Add Customer',
        editTitle: 'Edit Customer',
        saveError: (error) => errorMessage(error, 'An error occurred'),
      })}
    >
      {(record) => <CustomerFields sameAddressAtStart={hasSameAddresses(record)} />}
    </ResourceFormPage>
  );
}
