import { type Employee, type EmployeeCreateData, type EmployeeInput, employeeCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { errorMessage } from '../../lib/api-error';
import { routeMeta } from '../../lib/route-table';
import { type EmployeeBody, employeesResource } from './api';
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

const toFormValues = (e: Employee): EmployeeInput => ({
  employeeCode: e.employeeCode,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email ?? '',
  phone: e.phone ?? '',
  departmentId: e.departmentId,
  designationId: e.designationId,
  dateOfJoining: e.dateOfJoining ?? '',
  isActive: e.isActive,
});

/** The whole record, as PUT wants it: cleared optional fields are sent as null. */
const toBody = (values: EmployeeCreateData, version?: number): EmployeeBody => ({
  employeeCode: values.employeeCode,
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email ?? null,
  phone: values.phone ?? null,
  departmentId: values.departmentId ?? null,
  designationId: values.designationId ?? null,
  dateOfJoining: values.dateOfJoining ?? null,
  isActive: values.isActive,
  ...(version === undefined ? {} : { version }),
});

/** Add and edit an employee; the route's id selects edit mode. */
export function EmployeeFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={employeesResource}
      id={id}
      schema={employeeCreateSchema}
      emptyValues={emptyValues}
      toFormValues={toFormValues}
      toBody={toBody}
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
