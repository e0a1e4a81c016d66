import {
  type Designation,
  type DesignationCreateData,
  type DesignationInput,
  designationCreateSchema,
} from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { routeMeta } from '../../lib/route-table';
import { type DesignationBody, designationsResource } from './api';
import { DesignationFields } from './designation-fields';

const emptyValues: DesignationInput = { name: '', description: '', departmentId: null, isActive: true };

const toFormValues = (d: Designation): DesignationInput => ({
  name: d.name,
  description: d.description ?? '',
  departmentId: d.departmentId,
  isActive: d.isActive,
});

/** The whole record, as PUT wants it: a cleared department or description is sent as null. */
const toBody = (values: DesignationCreateData, version?: number): DesignationBody => ({
  name: values.name,
  description: values.description ?? null,
  departmentId: values.departmentId ?? null,
  isActive: values.isActive,
  ...(version === undefined ? {} : { version }),
});

/** Add and edit a designation; the route's id selects edit mode. */
export function DesignationFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={designationsResource}
      id={id}
      schema={designationCreateSchema}
      emptyValues={emptyValues}
      toFormValues={toFormValues}
      toBody={toBody}
      listPath="/designations"
      texts={formTexts('Designation', 'Designations', {
        createTitle: routeMeta('/designations/new').title,
        editTitle: routeMeta('/designations/edit/:id').title,
        saveError: (error) => errorMessage(error, 'An error occurred'),
      })}
    >
      {(record) => <DesignationFields departmentName={record?.departmentName} />}
    </ResourceFormPage>
  );
}
