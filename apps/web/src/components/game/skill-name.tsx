import { gemColor } from '~/lib/game-data/gem-colors';

const COLOR_CLASSES = {
  red: 'text-strength',
  green: 'text-dexterity',
  blue: 'text-intelligence',
  white: '',
} as const;

/**
 * A skill's name coloured by its gem attribute (docs/domain.md §2: strength red, dexterity green, intelligence blue, others
 * in the normal text colour — never a hard-coded white, which vanished in the light theme).
 */
export function SkillName({ name }: { name: string }) {
  if (!name.trim()) return <span className="text-base-content/80">No main skill yet</span>;
  const color = gemColor(name);
  return <span className={color ? COLOR_CLASSES[color] : ''}>{name}</span>;
}
