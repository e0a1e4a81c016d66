import { type DesignationInput, designationCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { routeMeta } from '../../lib/route-table';
import { designationsResource } from './api';
import { DesignationFields } from './designation-fields';

const emptyValues: DesignationInput = { name: '', description: '', departmentId: null, isActive: true };

/** Add and edit a designation; the route's id selects edit mode. */
export function DesignationFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={designationsResource}
      id={id}
      schema={designationCreateSchema}
      emptyValues={emptyValues}
      history="designations"
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
