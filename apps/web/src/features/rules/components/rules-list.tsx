import type { RuleItem } from '../rules-content';

/**
 * Collapsible items built on <details>/<summary>: they open with a click, Enter or Space, never merely by
 * receiving focus, and keep their native keyboard and screen reader behaviour.
 */
export function RulesList({ items, numbered = false }: { items: RuleItem[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col gap-2">
      {items.map((item, index) => (
        <li key={item.title}>
          <details className="collapse collapse-arrow border border-base-300 bg-base-200">
            <summary className="collapse-title font-semibold">
              {numbered && <span className="mr-2 text-base-content/80">{index + 1}.</span>}
              {item.title}
            </summary>
            <div className="collapse-content flex flex-col gap-2">
              {item.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </List>
  );
}
