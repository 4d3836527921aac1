import {
  EXPECTED_PLAYTIME_MAX,
  EXPECTED_PLAYTIME_MIN,
  UpsertSignupBodySchema,
  type Signup,
  type UpsertSignupBody,
} from '@app/shared';

/** Needing help and wanting to help exclude each other, so the form offers them as one choice. */
export type HelpChoice = 'none' | 'needs_help' | 'wants_to_help';

export type SignupFormValues = {
  expectedPlaytime: number;
  help: HelpChoice;
  partner: string;
  extra: string;
  readRules: boolean;
};

export type SignupFormField = keyof SignupFormValues;
export type SignupFormErrors = Partial<Record<SignupFormField, string>>;

/** Where the hours slider starts for a first application. */
const DEFAULT_EXPECTED_PLAYTIME = 6;

/** A new application starts from defaults; editing starts from what was sent (the rules are confirmed again). */
export function initialSignupValues(signup: Signup | null | undefined): SignupFormValues {
  return {
    expectedPlaytime: signup?.expected_playtime ?? DEFAULT_EXPECTED_PLAYTIME,
    help: signup?.needs_help ? 'needs_help' : signup?.wants_to_help ? 'wants_to_help' : 'none',
    partner: signup?.partner_account_name ?? '',
    extra: signup?.extra ?? '',
    readRules: false,
  };
}

const FIELD_OF: Partial<Record<PropertyKey, SignupFormField>> = {
  expected_playtime: 'expectedPlaytime',
  needs_help: 'help',
  wants_to_help: 'help',
  partner_account_name: 'partner',
  extra: 'extra',
};

const LABEL_OF: Record<SignupFormField, string> = {
  expectedPlaytime: 'Hours per day',
  help: 'Help',
  partner: 'Partner account name',
  extra: 'The note',
  readRules: 'Rules',
};

/**
 * Checks the form with the shared request schema (the server's own rule) plus what only the form knows: the rules
 * were confirmed and the partner is somebody else. Returns the body to send, or a message per field.
 */
export function validateSignupForm(
  values: SignupFormValues,
  ownAccountName: string | null,
): { ok: true; body: UpsertSignupBody } | { ok: false; errors: SignupFormErrors } {
  const errors: SignupFormErrors = {};
  const parsed = UpsertSignupBodySchema.safeParse({
    expected_playtime: values.expectedPlaytime,
    needs_help: values.help === 'needs_help',
    wants_to_help: values.help === 'wants_to_help',
    partner_account_name: values.partner,
    extra: values.extra,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[issue.path[0] ?? ''] ?? 'extra';
      if (errors[field]) continue;
      if (field === 'expectedPlaytime') {
        errors[field] = `Choose between ${EXPECTED_PLAYTIME_MIN} and ${EXPECTED_PLAYTIME_MAX} hours a day`;
      } else if (issue.code === 'too_big' && 'maximum' in issue) {
        errors[field] = `${LABEL_OF[field]} must be at most ${Number(issue.maximum).toLocaleString('en')} characters`;
      } else {
        errors[field] = `${LABEL_OF[field]} ${issue.message}`;
      }
    }
  }
  const partner = values.partner.trim().toLowerCase();
  if (!errors.partner && partner && ownAccountName && partner === ownAccountName.toLowerCase()) {
    errors.partner = 'Name a friend as your partner, not your own account';
  }
  if (!values.readRules) errors.readRules = 'Please confirm that you have read the rules';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
