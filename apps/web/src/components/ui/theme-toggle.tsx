import { MoonIcon, SunIcon } from '~/components/ui/icons';
import { Tooltip } from '~/components/ui/tooltip';
import { usePreferences } from '~/lib/preferences';

/**
 * Switches between the dark (default) and light theme and remembers the choice (spec §3). The button's
 * name says what it will do; the tooltip repeats it for sighted mouse and keyboard users alike.
 */
export function ThemeToggle({ className = 'btn btn-ghost btn-square' }: { className?: string }) {
  const [preferences, updatePreferences] = usePreferences();
  const next = preferences.theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip tip={label} className="tooltip tooltip-bottom">
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={() => updatePreferences((current) => ({ ...current, theme: next }))}
      >
        {preferences.theme === 'dark' ? <MoonIcon /> : <SunIcon />}
      </button>
    </Tooltip>
  );
}
