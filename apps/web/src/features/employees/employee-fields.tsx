import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DateField } from '../../components/form/date-field';
import type { SearchOption } from '../../components/form/search-select';
import { TextField } from '../../components/form/text-field';
import { ReferenceField } from '../../components/pickers/reference-field';
import { getReference } from './api';

interface EmployeeFieldsProps {
  /** The saved references' names, shown before any options load (edit). */
  departmentName?: string | null | undefined;
  designationName?: string | null | undefined;
}

/** The employee's inputs, shared by the add and edit screens. */
export function EmployeeFields({ departmentName, designationName }: EmployeeFieldsProps) {
  const { getValues, setValue } = useFormContext();
  const [departmentLabel, setDepartmentLabel] = useState(departmentName ?? undefined);

  // Picking a designation that belongs to a department fills the department when none is chosen yet.
  const prefillDepartment = (option: SearchOption | null) => {
    if (!option || getValues('departmentId')) return;
    getReference('designations', option.value)
      .then((designation) => {
        if (!designation.departmentId || getValues('departmentId')) return;
        setDepartmentLabel(designation.departmentName ?? undefined);
        setValue('departmentId', designation.departmentId, { shouldDirty: true, shouldValidate: true });
      })
      .catch(() => {});
  };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="employeeCode" label="Employee Code" autoComplete="off" required />
        <DateField name="dateOfJoining" label="Date of Joining" />
        <TextField name="firstName" label="First Name" autoComplete="off" required />
        <TextField name="lastName" label="Last Name" autoComplete="off" required />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
        <ReferenceField
          resource="departments"
          name="departmentId"
          label="Department"
          placeholder="Select a department"
          savedName={departmentLabel}
        />
        <ReferenceField
          resource="designations"
          name="designationId"
          label="Designation"
          placeholder="Select a designation"
          savedName={designationName}
          onSelect={prefillDepartment}
        />
      </div>
      <CheckboxField name="isActive" label="Active" />
    </>
  );
}
