import { useId } from 'react';
import { TextAreaField, TextInputField } from '~/components/ui/form-field';

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
      <TextInputField
        id={nameId}
        label="Filter by name"
        className="min-w-0 flex-1 basis-56"
        type="search"
        value={props.nameFilter}
        onChange={props.onName}
      />
      <TextAreaField
        id={listId}
        label="Account names"
        className="min-w-0 flex-1 basis-56"
        hint="Paste names separated by spaces, commas or lines; the #number is ignored."
        rows={2}
        value={props.accountList}
        onChange={props.onAccounts}
      />
    </div>
  );
}
