import { useEffect } from 'react';

export const SITE_NAME = 'Community Team Events';

/** Sets the tab title for a page, so each page is announced and bookmarked by its own name. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
