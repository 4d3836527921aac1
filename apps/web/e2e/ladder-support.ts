/**
 * A ladder entry shaped like GET /events/{id}/ladder answers (shared LadderEntry schema), for ladders of any
 * length: every 97th has an effective HP too large to show as a number.
 */
export function ladderEntry(rank: number) {
  const now = new Date().toISOString();
  const level = 100 - (rank % 60);
  return {
    rank,
    character_name: `Runner${rank}`,
    account_name: `Runner#${rank}`,
    character_class: 'Juggernaut',
    level,
    experience: 1_000_000 * level,
    delve: rank % 700,
    user_id: null,
    team_id: (rank % 4) + 1,
    twitch_account: null,
    character: null,
    stats: {
      timestamp: now,
      level,
      experience: 1_000_000 * level,
      dps: 10_000 * rank,
      ehp: rank % 97 === 0 ? 2_147_483_647 : 20_000 + rank,
      phys_max_hit: 1,
      ele_max_hit: 1,
      hp: 1,
      mana: 1,
      es: 0,
      armour: 0,
      evasion: 0,
      movement_speed: 100,
    },
  };
}
