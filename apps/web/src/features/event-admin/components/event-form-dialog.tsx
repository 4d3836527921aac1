import { GameVersionSchema, type Event, type UpsertEventBody } from '@app/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormDialog, type DialogFormProps } from '~/components/ui/dialog';
import { ChoiceField, TextInputField } from '~/components/ui/form-field';
import { ActionError } from '~/components/ui/outcome';
import { formatDateTime } from '~/lib/format';
import { useDuplicateEvent } from '../api/duplicate-event';
import { useUpsertEvent } from '../api/upsert-event';
import {
  EVENT_NAME_MAX,
  EVENT_TIME_FIELDS,
  eventFormValues,
  GAME_NAMES,
  newEventFormValues,
  validateEventForm,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
  type EventTimeField,
} from '../event-form';
import { PrivateCurrentWarning } from './private-current-warning';

/** What the dialog does: create a new event, edit one, or create a copy of one. */
export type EventFormMode = { kind: 'create' } | { kind: 'edit'; event: Event } | { kind: 'duplicate'; event: Event };

type EventFormDialogProps = {
  mode: EventFormMode;
  open: boolean;
  onClose: () => void;
  /** Called with the saved event and a sentence saying what happened. */
  onDone: (event: Event, outcome: string) => void;
};

const SIZE_FIELDS = ['max_size', 'waitlist_size', 'max_group_size'] as const;
/** The fields typed in as text (the rest are a choice or a flag). */
type TextField = 'name' | (typeof SIZE_FIELDS)[number] | EventTimeField | 'closing_time';

const SIZE_LABELS: Record<(typeof SIZE_FIELDS)[number], string> = {
  max_size: 'Player limit',
  waitlist_size: 'Waitlist size',
  max_group_size: 'Players per group',
};

const SIZE_HINTS: Partial<Record<(typeof SIZE_FIELDS)[number], string>> = {
  max_group_size: 'Friends who sign up together are sorted into one team; 1 turns groups off.',
};

const TIME_LABELS: Record<EventTimeField, string> = {
  application_start_time: 'Applications open',
  application_end_time: 'Applications close',
  event_start_time: 'Event starts',
  event_end_time: 'Event ends',
};

function title(mode: EventFormMode): string {
  if (mode.kind === 'create') return 'Create event';
  if (mode.kind === 'edit') return `Edit ${mode.event.name}`;
  return `Duplicate ${mode.event.name}`;
}

function initialValues(mode: EventFormMode): EventFormValues {
  if (mode.kind === 'create') return newEventFormValues(new Date());
  if (mode.kind === 'edit') return eventFormValues(mode.event);
  // A copy is the event of another league, so its name and dates are asked for, never carried over: a kept
  // name would fetch the old league's data (or none), kept dates would have passed already.
  const copy: EventFormValues = {
    ...eventFormValues(mode.event),
    name: '',
    is_current: false,
    is_public: false,
    is_locked: false,
    original: {},
  };
  for (const field of EVENT_TIME_FIELDS) copy[field] = '';
  copy.closing_time = '';
  return copy;
}

/** Create, edit or duplicate an event in a modal dialog; the server's refusal is shown in the dialog. */
export function EventFormDialog({ mode, open, onClose, onDone }: EventFormDialogProps) {
  const formId = useId();
  const upsert = useUpsertEvent();
  const duplicate = useDuplicateEvent();
  const [copyObjectives, setCopyObjectives] = useState(true);
  // A checked body held back until the admin confirms that a private event becomes current.
  const [unconfirmed, setUnconfirmed] = useState<UpsertEventBody | null>(null);
  const pending = upsert.isPending || duplicate.isPending;
  const failed = upsert.error ?? duplicate.error;
  const close = () => {
    upsert.reset();
    duplicate.reset();
    setCopyObjectives(true);
    onClose();
  };

  /** Asks first when a private event becomes current; not again on each save of one that already is. */
  function submit(body: UpsertEventBody) {
    const alreadyPrivateCurrent = mode.kind === 'edit' && mode.event.is_current && !mode.event.is_public;
    if (body.is_current && !body.is_public && !alreadyPrivateCurrent) setUnconfirmed(body);
    else save(body);
  }

  function save(body: UpsertEventBody) {
    const finish = (event: Event, outcome: string) => {
      upsert.reset();
      duplicate.reset();
      setCopyObjectives(true);
      onDone(event, outcome);
    };
    if (mode.kind === 'duplicate') {
      duplicate.mutate(
        { sourceId: mode.event.id, body, objectives: copyObjectives },
        {
          onSuccess: (event, input) =>
            finish(
              event,
              input.objectives
                ? `Created ${event.name} as a copy of ${mode.event.name}, with its objectives and scoring presets.`
                : `Created ${event.name} as a copy of ${mode.event.name}'s settings, without objectives.`,
            ),
        },
      );
      return;
    }
    upsert.mutate(body, {
      onSuccess: (event) =>
        finish(
          event,
          mode.kind === 'create'
            ? `Created ${event.name} with ${event.teams.length} blank teams.`
            : `Saved the changes to ${event.name}.`,
        ),
    });
  }

  const submitLabel = { create: 'Create event', edit: 'Save changes', duplicate: 'Duplicate event' }[mode.kind];
  const pendingLabel = { create: 'Creating the event…', edit: 'Saving…', duplicate: 'Duplicating the event…' }[
    mode.kind
  ];
  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        title={title(mode)}
        formId={formId}
        submitLabel={submitLabel}
        busy={pending}
      >
        {open && (
          <EventForm
            formId={formId}
            initial={initialValues(mode)}
            id={mode.kind === 'edit' ? mode.event.id : undefined}
            lockedEvent={mode.kind === 'edit' && mode.event.is_locked}
            onSubmit={submit}
            intro={
              mode.kind === 'duplicate' && (
                <p className="text-sm">
                  The copy is the event of another league: enter that league&apos;s id as its name, and its own dates.{' '}
                  {mode.event.name} ran from {formatDateTime(mode.event.event_start_time)} to{' '}
                  {formatDateTime(mode.event.event_end_time)}.
                </p>
              )
            }
            extra={
              mode.kind === 'duplicate' && (
                <Flag
                  label="Copy objectives and scoring presets"
                  hint="Teams, sign-ups and results are never copied; the copy starts with three blank teams."
                  checked={copyObjectives}
                  onChange={setCopyObjectives}
                />
              )
            }
            status={
              <div role="status" className="min-h-6 text-sm">
                {pending && pendingLabel}
              </div>
            }
            serverError={
              failed && (
                <ActionError
                  lead={mode.kind === 'duplicate' ? 'The event was not duplicated' : 'The event was not saved'}
                  error={failed}
                />
              )
            }
          />
        )}
      </FormDialog>
      {/* Beside the form's dialog, not in it: React would pass the closing of this one on to that one. */}
      <ConfirmDialog
        open={unconfirmed !== null}
        title="Make a private event current?"
        confirmLabel="Keep it private and save"
        cancelLabel="Go back"
        onCancel={() => setUnconfirmed(null)}
        onConfirm={() => {
          if (unconfirmed) save(unconfirmed);
          setUnconfirmed(null);
        }}
      >
        <PrivateCurrentWarning name={unconfirmed?.name ?? ''} />
        <p className="mt-2">Go back and tick Public to let everyone see it.</p>
      </ConfirmDialog>
    </>
  );
}

type EventFormProps = DialogFormProps<EventFormValues, UpsertEventBody> & {
  id: number | undefined;
  /** A locked event only takes changes to its flags, so the other fields are shown but not editable. */
  lockedEvent: boolean;
  intro?: ReactNode;
  extra?: ReactNode;
  status: ReactNode;
};

const FIELD_ORDER: EventFormField[] = ['name', 'game_version', ...SIZE_FIELDS, ...EVENT_TIME_FIELDS, 'closing_time'];

function EventForm({ formId, initial, id, lockedEvent, onSubmit, intro, extra, status, serverError }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const privateCurrent = values.is_current && !values.is_public;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fieldId = (field: EventFormField) => `${formId}-${field}`;
  const set = <K extends EventFormField>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** A text field bound to its value and error and, like every control here, fixed while the event is locked. */
  const textField = (field: TextField) => ({
    id: fieldId(field),
    error: errors[field],
    value: values[field],
    disabled: lockedEvent,
    onChange: (text: string) => set(field, text),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateEventForm(values, id);
    if (!result.ok) {
      setErrors(result.errors);
      // Take keyboard and screen reader users to the first thing to fix.
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onSubmit(result.body);
  }

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {intro}
      {lockedEvent && (
        <p className="rounded-box border border-warning p-3 text-sm">
          This event is locked: only its flags can change. Untick Locked and save first to change anything else.
        </p>
      )}
      <TextInputField
        {...textField('name')}
        label="Name"
        hint={
          <>
            Must be the league&apos;s id exactly as Path of Exile writes it, e.g. &ldquo;Harvest Run (PL9001)&rdquo;:
            stashes, characters and the ladder are fetched by it.
          </>
        }
        // Room past the limit, so a pasted long name gets the message saying so instead of being cut silently.
        maxLength={EVENT_NAME_MAX * 2}
      />

      <div className="grid gap-4 desktop:grid-cols-2">
        <ChoiceField
          id={fieldId('game_version')}
          label="Game"
          value={values.game_version}
          values={GameVersionSchema.options}
          labelOf={(game) => GAME_NAMES[game]}
          disabled={lockedEvent}
          onChange={(value) => set('game_version', value)}
        />
        {SIZE_FIELDS.map((field) => (
          <TextInputField
            key={field}
            {...textField(field)}
            label={SIZE_LABELS[field]}
            hint={SIZE_HINTS[field]}
            inputMode="numeric"
          />
        ))}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">Dates</legend>
        <p id={`${formId}-zone`} className="text-sm text-base-content/80">
          Times are in your time zone ({zone}).
        </p>
        <div className="grid gap-4 desktop:grid-cols-2">
          {EVENT_TIME_FIELDS.map((field) => (
            <TextInputField
              key={field}
              {...textField(field)}
              label={TIME_LABELS[field]}
              describedBy={`${formId}-zone`}
              type="datetime-local"
            />
          ))}
          <TextInputField
            {...textField('closing_time')}
            label="Judging closes"
            hint="Judges decide submissions made before the end until then; the results are final after it. Empty: 7 days after the end."
            describedBy={`${formId}-zone`}
            type="datetime-local"
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Flags</legend>
        <Flag
          id={fieldId('is_public')}
          label="Public"
          hint="Visitors see the event; otherwise only permission holders and its players do."
          checked={values.is_public}
          onChange={(checked) => set('is_public', checked)}
        />
        <Flag
          label="Locked"
          hint="Freezes the settings, teams and objectives; a locked event cannot be deleted."
          checked={values.is_locked}
          onChange={(checked) => set('is_locked', checked)}
        />
        <Flag
          label="Current event"
          hint="The site shows it, and its ingestion jobs (stashes, characters) start and run until its end date."
          checked={values.is_current}
          onChange={(checked) => set('is_current', checked)}
        />
        {privateCurrent && (
          <div className="alert alert-warning flex flex-col items-start gap-2 text-sm">
            <PrivateCurrentWarning name={values.name} />
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                set('is_public', true);
                // The button goes away with the warning: the focus moves to what it changed.
                document.getElementById(fieldId('is_public'))?.focus();
              }}
            >
              Make it public
            </button>
          </div>
        )}
      </fieldset>

      {extra}
      {status}
      {serverError}
    </form>
  );
}

function Flag(props: {
  id?: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        className="checkbox mt-0.5"
        checked={props.checked}
        aria-describedby={hintId}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold">{props.label}</span>
        <span id={hintId} className="block text-sm text-base-content/80">
          {props.hint}
        </span>
      </span>
    </label>
  );
}
