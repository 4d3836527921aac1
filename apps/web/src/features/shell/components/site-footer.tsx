import { Tooltip } from '~/components/ui/tooltip';
import { COMMUNITY_LINKS } from '../community-links';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-base-200 text-base-content">
      <div className="mx-auto flex max-w-page flex-col items-center gap-4 px-4 py-6 text-center desktop:flex-row desktop:justify-between desktop:px-6 desktop:text-left">
        <p className="text-sm text-base-content/80">
          A community project. This site is not affiliated with or endorsed by Grinding Gear Games.
        </p>
        <ul className="flex gap-2" aria-label="Community links">
          {COMMUNITY_LINKS.map(({ label, href, icon: LinkIcon }) => (
            <li key={label}>
              <Tooltip tip={label} className="tooltip tooltip-top">
                <a
                  href={href}
                  aria-label={label}
                  className="btn btn-ghost btn-square"
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  <LinkIcon className="size-6" aria-hidden="true" />
                </a>
              </Tooltip>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
