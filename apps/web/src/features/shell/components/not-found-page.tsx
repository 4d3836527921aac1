import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '~/lib/use-document-title';

/** docs/domain.md §2/§8: 'Could not find page' with a link home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Could not find page</h1>
      <p className="text-base-content/80">The address may be mistyped, or the page has moved.</p>
      <Link to="/" className="btn btn-primary">
        Return to the home page
      </Link>
    </section>
  );
}
