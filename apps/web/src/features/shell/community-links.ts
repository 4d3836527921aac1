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
  {
    label: 'Community chat',
    href: import.meta.env.VITE_COMMUNITY_CHAT_URL || 'https://discord.com/',
    icon: ChatIcon,
  },
  {
    label: 'Source code repository',
    href: import.meta.env.VITE_COMMUNITY_CODE_URL || 'https://github.com/',
    icon: CodeIcon,
  },
  {
    label: 'Video streams',
    href: import.meta.env.VITE_COMMUNITY_STREAMS_URL || 'https://www.twitch.tv/directory/category/path-of-exile',
    icon: BroadcastIcon,
  },
  {
    label: 'Social media',
    href: import.meta.env.VITE_COMMUNITY_SOCIAL_URL || 'https://x.com/',
    icon: MegaphoneIcon,
  },
];
