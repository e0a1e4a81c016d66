import { CheckboxField } from '../../components/form/checkbox-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { ReferenceField } from '../../components/pickers/reference-field';

interface DesignationFieldsProps {
  /** The saved department's name, shown before any options load (edit). */
  departmentName?: string | null | undefined;
}

/** The designation's inputs, shared by the add and edit screens. */
export function DesignationFields({ departmentName }: DesignationFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Designation Name" autoComplete="off" required />
        <ReferenceField
          resource="departments"
          name="departmentId"
          label="Department"
          placeholder="Select a department"
          savedName={departmentName}
        />
        <div className="sm:col-span-2">
          <TextareaField name="description" label="Description" />
        </div>
      </div>
      <CheckboxField name="isActive" label="Active" />
    </>
  );
}
