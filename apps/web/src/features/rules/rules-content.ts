export type RuleItem = { title: string; body: string[] };

/** docs/domain.md §2 "Rules page": the five gameplay rules, in this project's words. */
export const GAMEPLAY_RULES: RuleItem[] = [
  {
    title: 'Play only the classes your team has.',
    body: [
      'Each team is given a few ascendancy classes. Only characters of those classes count for your team.',
      'A character of another class earns no points and may not ascend.',
    ],
  },
  {
    title: 'Start your character name with your team tag.',
    body: [
      'Put your team tag and an underscore at the front of every character you make for the event, for example EMB_Sparkwhistle, so everyone can see who plays for whom.',
    ],
  },
  {
    title: 'Treat other players with respect.',
    body: [
      'No harassment, no attacks on other players and no excessive taunting. There is one warning; the second time you are removed from the event.',
      'Scamming anyone, on any team, is never allowed. Report problems to the organisers instead of settling them yourself.',
    ],
  },
  {
    title: 'Do not help opposing teams.',
    body: ['Do not group with, trade for or otherwise help players of other teams during the event.'],
  },
  {
    title: 'Do not share your account.',
    body: ['Only you may play on your account for the whole event.'],
  },
];

/** docs/domain.md §2 "Rules page": the three FAQ items. */
export const FAQ: RuleItem[] = [
  {
    title: 'Can I sign up together with a friend?',
    body: [
      'Yes. Each of you enters the other’s game account name in the application, and you will be placed in the same team.',
    ],
  },
  {
    title: 'Can I make a character of another class, for example to get a starting skill?',
    body: ['You can, but characters outside your team’s classes never score points for your team.'],
  },
  {
    title: 'Can I choose which team I play for?',
    body: ['No. Players are sorted into teams at random, so every team gets a fair mix.'],
  },
];
