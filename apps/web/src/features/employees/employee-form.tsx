import { type EmployeeInput, employeeCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { routeMeta } from '../../lib/route-table';
import { employeesResource } from './api';
import { EmployeeFields } from './employee-fields';

const emptyValues: EmployeeInput = {
  employeeCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  departmentId: null,
  designationId: null,
  dateOfJoining: '',
  isActive: true,
};

/** Add and edit an employee; the route's id selects edit mode. */
export function EmployeeFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={employeesResource}
      id={id}
      schema={employeeCreateSchema}
      emptyValues={emptyValues}
      history="employees"
      listPath="/employees"
      texts={formTexts('Employee', 'Employees', {
        createTitle: routeMeta('/employees/new').title,
        editTitle: routeMeta('/employees/edit/:id').title,
        saveError: (error) => errorMessage(error, 'An error occurred'),
      })}
    >
      {(record) => <EmployeeFields departmentName={record?.departmentName} designationName={record?.designationName} />}
    </ResourceFormPage>
  );
}
