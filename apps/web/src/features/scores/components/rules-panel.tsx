import type { Objective } from '@app/shared';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { useEventView } from '~/lib/event-view';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { personalObjectiveRules, RULES_BY_CATEGORY, type RuleSection } from '../rules-text';
import type { ScoreTab } from '../score-tabs';

export const RULES_PANEL_ID = 'score-rules';

function overview(root: Objective): RuleSection[] {
  const names = root.children.map((child) => child.name).filter(Boolean);
  return [
    {
      title: 'How teams score',
      paragraphs: [
        names.length > 0
          ? `Teams score points in ${names.length} categories: ${names.join(', ')}. Each tab explains its own rules.`
          : 'The objectives of this event have not been published yet.',
      ],
    },
  ];
}

/** The rules of the tab's category, generated from the event's objectives and presets (spec §2 rules panel). */
export function RulesPanel({ tab }: { tab: ScoreTab }) {
  const { key } = useEventView();
  const tree = useObjectives(key);
  let body;
  if (tree.isPending) body = <LoadingState label="Loading rules..." />;
  else if (tree.isError)
    body = <ErrorState title="The rules could not be loaded." error={tree.error} onRetry={() => void tree.refetch()} />;
  else {
    const category = tab.category ? tree.data.children.find((child) => child.name === tab.category) : undefined;
    const generate = tab.category ? RULES_BY_CATEGORY[tab.category] : undefined;
    const sections =
      tab.key === 'for-you'
        ? personalObjectiveRules(tree.data.children.find((child) => child.name === 'Personal Objectives'))
        : generate && category
          ? generate(category)
          : overview(tree.data);
    body =
      tab.category && !category ? (
        <p>This event has no {tab.category} objectives yet, so there are no rules to show.</p>
      ) : (
        sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className="text-lg font-semibold">{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul className="list-disc pl-6">
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
          </section>
        ))
      );
  }
  return (
    <section
      id={RULES_PANEL_ID}
      aria-label={`${tab.label} rules`}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-4 leading-relaxed"
    >
      <h2 className="text-xl font-bold">{tab.label} rules</h2>
      {body}
    </section>
  );
}
