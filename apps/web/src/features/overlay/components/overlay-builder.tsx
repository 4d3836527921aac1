import { useState } from 'react';
import { PageSection } from '~/components/layout/page';
import { ChoiceField, Field, NumberInputField } from '~/components/ui/form-field';
import { NamedOptions } from '~/components/ui/select-options';
import { useEvents } from '~/lib/event-reads';
import { browserSourceSize } from '../overlay-sizes';
import {
  DEFAULT_OVERLAY_LIMIT,
  MAX_OVERLAY_LIMIT,
  OVERLAY_KINDS,
  OVERLAY_SIZES,
  OVERLAY_THEMES,
  overlayPath,
  type OverlayKind,
  type OverlaySearch,
  type OverlaySize,
  type OverlayTheme,
} from '../overlay-search';

const KIND_LABELS: Record<OverlayKind, string> = {
  totals: 'Team totals',
  ticker: 'Latest scores ticker',
  races: 'Race results',
};
const SIZE_LABELS: Record<OverlaySize, string> = { s: 'Small', m: 'Medium', l: 'Large' };
const THEME_LABELS: Record<OverlayTheme, string> = {
  dark: 'Light text on a dark panel',
  light: 'Dark text on a light panel',
  transparent: 'Outlined light text, no panel',
};

/**
 * The organisers' overlay builder (decision 039): choices become the overlay's address, shown with a copy button,
 * a live preview of the overlay itself and how to add it to OBS.
 */
export function OverlayBuilder() {
  const events = useEvents();
  const [kind, setKind] = useState<OverlayKind>('totals');
  const [eventChoice, setEventChoice] = useState('current');
  const [teamChoice, setTeamChoice] = useState('');
  const [size, setSize] = useState<OverlaySize>('m');
  const [theme, setTheme] = useState<OverlayTheme>('dark');
  const [limitText, setLimitText] = useState(String(DEFAULT_OVERLAY_LIMIT));
  const [copied, setCopied] = useState('');

  const event =
    eventChoice === 'current'
      ? events.data?.find((candidate) => candidate.is_current)
      : events.data?.find((candidate) => String(candidate.id) === eventChoice);
  const teams = event?.teams ?? [];
  const team = teams.find((candidate) => String(candidate.id) === teamChoice);
  const limit = Number(limitText);
  const limitError =
    Number.isInteger(limit) && limit >= 1 && limit <= MAX_OVERLAY_LIMIT
      ? null
      : `A whole number from 1 to ${MAX_OVERLAY_LIMIT}.`;
  const search: Partial<OverlaySearch> = {
    event: eventChoice === 'current' ? 'current' : Number(eventChoice),
    team: team?.id,
    size,
    theme,
    limit: limitError ? DEFAULT_OVERLAY_LIMIT : limit,
  };
  const path = overlayPath(kind, search);
  const address = `${window.location.origin}${path}`;
  const { width, height } = browserSourceSize(kind, size);
  const copy = () =>
    void navigator.clipboard.writeText(address).then(
      () => setCopied('Address copied.'),
      () => setCopied('The browser refused to copy; select the address and copy it yourself.'),
    );

  return (
    <>
      <PageSection id="overlay-choices" title="What the overlay shows">
        <div className="grid gap-3 desktop:grid-cols-3">
          <ChoiceField
            id="overlay-kind"
            label="Overlay"
            value={kind}
            values={OVERLAY_KINDS}
            labelOf={(value) => KIND_LABELS[value]}
            onChange={setKind}
          />
          <Field
            id="overlay-event"
            label="Event"
            hint="The current event follows the switch to a new event the next time the overlay loads."
          >
            {(control) => (
              <select
                {...control}
                className="select w-full"
                value={eventChoice}
                onChange={(change) => {
                  setEventChoice(change.target.value);
                  setTeamChoice('');
                }}
              >
                <option value="current">The current event</option>
                <NamedOptions items={events.data ?? []} />
              </select>
            )}
          </Field>
          <Field
            id="overlay-team"
            label="Team"
            hint={kind === 'races' ? 'Its places are underlined.' : 'Only this team is shown.'}
          >
            {(control) => (
              <select
                {...control}
                className="select w-full"
                value={team ? teamChoice : ''}
                onChange={(change) => setTeamChoice(change.target.value)}
              >
                <option value="">Every team</option>
                <NamedOptions items={teams} />
              </select>
            )}
          </Field>
          <ChoiceField
            id="overlay-size"
            label="Text size"
            value={size}
            values={OVERLAY_SIZES}
            labelOf={(value) => SIZE_LABELS[value]}
            onChange={setSize}
          />
          <ChoiceField
            id="overlay-theme"
            label="Colours"
            value={theme}
            values={OVERLAY_THEMES}
            labelOf={(value) => THEME_LABELS[value]}
            onChange={setTheme}
          />
          {kind !== 'totals' && (
            <NumberInputField
              id="overlay-limit"
              label={kind === 'ticker' ? 'Lines shown' : 'Races shown'}
              value={limitText}
              onChange={setLimitText}
              min={1}
              max={MAX_OVERLAY_LIMIT}
              inputMode="numeric"
              error={limitError}
            />
          )}
        </div>
      </PageSection>

      <PageSection id="overlay-address" title="Address">
        <div className="flex flex-wrap items-center gap-2">
          <input
            aria-label="Overlay address"
            className="input min-w-0 flex-1 font-mono"
            readOnly
            value={address}
            onFocus={(focus) => focus.target.select()}
          />
          <button type="button" className="btn btn-primary" onClick={copy}>
            Copy address
          </button>
        </div>
        <p role="status" className="min-h-6 text-sm">
          {copied}
        </p>
      </PageSection>

      <PageSection id="overlay-preview" title="Preview">
        <p className="text-sm text-base-content/80">
          The overlay as OBS draws it, live, over a stand-in for the game ({width} × {height} px).
        </p>
        <div className="w-fit max-w-full overflow-auto rounded-box bg-[linear-gradient(135deg,#3d4f5c,#6b5a3e)]">
          <iframe
            key={path}
            title="Overlay preview"
            src={path}
            width={width}
            height={height}
            className="block max-w-full border-0 bg-transparent"
          />
        </div>
      </PageSection>

      <PageSection id="overlay-obs" title="Adding it to OBS">
        <ol className="list-inside list-decimal space-y-1">
          <li>In OBS, under Sources, press + and choose Browser.</li>
          <li>Paste the address above as the URL.</li>
          <li>
            Set Width to {width} and Height to {height}; keep OBS&apos;s custom CSS, which makes the page see-through.
          </li>
          <li>Place it over your scene. No sign-in is needed: it shows what every visitor of the site may see.</li>
        </ol>
      </PageSection>
    </>
  );
}
