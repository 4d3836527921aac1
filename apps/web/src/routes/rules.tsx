import { createFileRoute } from '@tanstack/react-router';
import { PageSection } from '~/components/layout/page';
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
      <PageSection id="gameplay-rules" title="Gameplay rules">
        <RulesList items={GAMEPLAY_RULES} numbered />
      </PageSection>
      <PageSection id="faq" title="Frequently asked questions">
        <RulesList items={FAQ} />
      </PageSection>
    </div>
  );
}
