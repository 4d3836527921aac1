import { createFileRoute } from '@tanstack/react-router';
import { RulesList } from '~/features/rules/components/rules-list';
import { FAQ, GAMEPLAY_RULES } from '~/features/rules/rules-content';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/rules')({ component: RulesPage });

function RulesPage() {
  useDocumentTitle('Rules');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Rules</h1>
        <p className="text-base-content/80">
          The main rules every player follows during the event. If anything here disagrees with the announcements in the
          community chat, the announcements win.
        </p>
      </header>
      <section aria-labelledby="gameplay-rules" className="flex flex-col gap-3">
        <h2 id="gameplay-rules" className="text-xl font-semibold">
          Gameplay rules
        </h2>
        <RulesList items={GAMEPLAY_RULES} numbered />
      </section>
      <section aria-labelledby="faq" className="flex flex-col gap-3">
        <h2 id="faq" className="text-xl font-semibold">
          Frequently asked questions
        </h2>
        <RulesList items={FAQ} />
      </section>
    </div>
  );
}
