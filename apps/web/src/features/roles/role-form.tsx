import { roleInputSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { rolesResource } from './api';
import { RoleFields } from './role-fields';
import { emptyRoleValues, roleToFormValues } from './role-form-values';
import { roleSaveError } from './save-messages';

/** Add and edit a role; the route's id selects edit mode. */
export function RoleFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={rolesResource}
      id={id}
      schema={roleInputSchema}
      emptyValues={emptyRoleValues}
      toFormValues={roleToFormValues}
      history="roles"
      listPath="/roles"
      texts={formTexts('Role', 'Roles', { createTitle: 'Add Role', editTitle: 'Edit Role', saveError: roleSaveError })}
    >
      {() => <RoleFields />}
    </ResourceFormPage>
  );
}
