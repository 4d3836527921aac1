import { ThemeToggle } from '~/components/ui/theme-toggle';
import { usePreferences } from '~/lib/preferences';
import { LimitTeamsSlider } from './limit-teams-slider';

/** How the site looks on this device: theme and how many teams score views show. Kept in this browser. */
export function DisplaySettings() {
  const [preferences] = usePreferences();
  return (
    <section aria-labelledby="display-settings" className="card bg-base-200">
      <div className="card-body gap-6">
        <div>
          <h2 id="display-settings" className="card-title">
            Display
          </h2>
          <p className="text-sm text-base-content/80">These choices are saved in this browser.</p>
        </div>
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="font-semibold">Theme</p>
            <p className="text-sm text-base-content/80">Currently {preferences.theme === 'dark' ? 'dark' : 'light'}</p>
          </div>
          <ThemeToggle className="btn btn-outline btn-square" />
        </div>
        <LimitTeamsSlider />
      </div>
    </section>
  );
}
