import { useId } from 'react';

export function SignupFilters(props: {
  nameFilter: string;
  onName: (value: string) => void;
  accountList: string;
  onAccounts: (value: string) => void;
}) {
  const nameId = useId();
  const listId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <label htmlFor={nameId} className="font-semibold">
          Filter by name
        </label>
        <input
          id={nameId}
          type="search"
          className="input w-full"
          value={props.nameFilter}
          onChange={(event) => props.onName(event.target.value)}
        />
      </div>
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <label htmlFor={listId} className="font-semibold">
          Account names
        </label>
        <textarea
          id={listId}
          className="textarea w-full"
          rows={2}
          aria-describedby={hintId}
          value={props.accountList}
          onChange={(event) => props.onAccounts(event.target.value)}
        />
        <p id={hintId} className="text-sm text-base-content/80">
          Paste names separated by spaces, commas or lines; the #number is ignored.
        </p>
      </div>
    </div>
  );
}
