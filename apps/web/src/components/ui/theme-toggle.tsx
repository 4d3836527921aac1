import { MoonIcon, SunIcon } from '~/components/ui/icons';
import { Tooltip } from '~/components/ui/tooltip';
import { usePreferences } from '~/lib/preferences';

type ThemeToggleProps = {
  className?: string;
  /** Writes what the button does beside the icon (in a menu), instead of in a tooltip. */
  showLabel?: boolean;
};

/**
 * Switches between the dark (default) and light theme and remembers the choice (docs/domain.md §3). The button's
 * name says what it will do; the tooltip (or the visible label) repeats it for sighted mouse and keyboard users.
 */
export function ThemeToggle({ className = 'btn btn-ghost btn-square', showLabel = false }: ThemeToggleProps) {
  const [preferences, updatePreferences] = usePreferences();
  const next = preferences.theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  const button = (
    <button
      type="button"
      className={className}
      aria-label={showLabel ? undefined : label}
      onClick={() => updatePreferences((current) => ({ ...current, theme: next }))}
    >
      {preferences.theme === 'dark' ? <MoonIcon /> : <SunIcon />}
      {showLabel && label}
    </button>
  );
  return showLabel ? (
    button
  ) : (
    <Tooltip tip={label} className="tooltip tooltip-bottom">
      {button}
    </Tooltip>
  );
}
