import type { Objective } from '@app/shared';
import { QueryRegion } from '~/components/ui/query-state';
import { useEventView } from '~/lib/event-view';
import type { FixedTabKey } from '~/lib/scoreboard/category-tabs';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { presentationOf } from '~/lib/scoreboard/presentation';
import { categoryRules, overviewRules, personalObjectiveRules } from '../rules-text';

export const RULES_PANEL_ID = 'score-rules';

function personalCategories(root: Objective): Objective[] {
  return root.children.filter((child) => child.objective_type === 'CATEGORY' && presentationOf(child) === 'PERSONAL');
}

/**
 * The rules of the tab, generated from the event's objectives and presets: a category's own rules, or for the
 * fixed tabs how the event scores (and the personal objectives, on For You, where the event has them).
 */
export function RulesPanel({
  label,
  category,
  fixed,
}: {
  label: string;
  category: Objective | undefined;
  fixed: FixedTabKey | undefined;
}) {
  const { key } = useEventView();
  const tree = useObjectives(key);
  const sectionsOf = (root: Objective) => {
    const personal = personalCategories(root);
    if (category) return categoryRules(category);
    if (fixed === 'for-you' && personal.length > 0) return personal.flatMap(personalObjectiveRules);
    return overviewRules(root, fixed === 'ladder' ? personal : []);
  };
  return (
    <section
      id={RULES_PANEL_ID}
      aria-label={`${label} rules`}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-4 leading-relaxed break-words"
    >
      <h2 className="text-xl font-bold">{label} rules</h2>
      <QueryRegion query={tree} loadingLabel="Loading rules..." errorTitle="The rules could not be loaded.">
        {(root) =>
          sectionsOf(root).map((section, index) => (
            <section key={`${index}:${section.title}`} aria-label={section.title}>
              <h3 className="text-lg font-semibold">{section.title}</h3>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
              {section.list && (
                <ul className="list-disc pl-6">
                  {section.list.map((entry, line) => (
                    <li key={line}>{entry}</li>
                  ))}
                </ul>
              )}
            </section>
          ))
        }
      </QueryRegion>
    </section>
  );
}
