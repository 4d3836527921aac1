import type { ComponentType, SVGProps } from 'react';
import { BroadcastIcon, ChatIcon, CodeIcon, MegaphoneIcon } from '~/components/ui/icons';

export type CommunityLink = {
  /** Accessible name of the icon-only link. */
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/**
 * The footer's community links (docs/domain.md §1). Each deployment sets its own through VITE_COMMUNITY_* at build
 * time; the defaults point at the platforms themselves so a fresh checkout has working links.
 */
export const COMMUNITY_LINKS: CommunityLink[] = [
  communityLink('Community chat', import.meta.env.VITE_COMMUNITY_CHAT_URL, 'https://discord.com/', ChatIcon),
  communityLink('Source code repository', import.meta.env.VITE_COMMUNITY_CODE_URL, 'https://github.com/', CodeIcon),
  communityLink(
    'Video streams',
    import.meta.env.VITE_COMMUNITY_STREAMS_URL,
    'https://www.twitch.tv/directory/category/path-of-exile',
    BroadcastIcon,
  ),
  communityLink('Social media', import.meta.env.VITE_COMMUNITY_SOCIAL_URL, 'https://x.com/', MegaphoneIcon),
];

/** The deployment's own address when it set one (an empty VITE_COMMUNITY_* counts as unset), else the platform's. */
function communityLink(
  label: string,
  configured: string | undefined,
  platform: string,
  icon: CommunityLink['icon'],
): CommunityLink {
  return { label, href: configured || platform, icon };
}
