import { useId } from 'react';
import { Field } from '~/components/ui/form-field';

export function SignupFilters(props: {
  nameFilter: string;
  onName: (value: string) => void;
  accountList: string;
  onAccounts: (value: string) => void;
}) {
  const nameId = useId();
  const listId = useId();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Field id={nameId} label="Filter by name" className="min-w-0 flex-1 basis-56">
        {(control) => (
          <input
            {...control}
            type="search"
            className="input w-full"
            value={props.nameFilter}
            onChange={(event) => props.onName(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={listId}
        label="Account names"
        className="min-w-0 flex-1 basis-56"
        hint="Paste names separated by spaces, commas or lines; the #number is ignored."
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={2}
            value={props.accountList}
            onChange={(event) => props.onAccounts(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
