import { type DepartmentInput, departmentCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { CheckboxField } from '../../components/form/checkbox-field';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-error';
import { departmentsResource } from './api';

const emptyValues: DepartmentInput = { name: '', isActive: true };

/** Add and edit a department; the route's id selects edit mode. */
export function DepartmentFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={departmentsResource}
      id={id}
      schema={departmentCreateSchema}
      emptyValues={emptyValues}
      history="departments"
      listPath="/departments"
      texts={formTexts('Department', 'Departments', {
        createTitle: 'Add Department',
        editTitle: 'Edit Department',
        saveError: (error) => errorMessage(error, 'An error occurred'),
      })}
    >
      {() => (
        <>
          <div className="sm:max-w-md">
            <TextField name="name" label="Department Name" autoComplete="off" required />
          </div>
          <CheckboxField name="isActive" label="Active" />
        </>
      )}
    </ResourceFormPage>
  );
}
