import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageData } from './page-data';
import { documentTitle } from './title';

/** Keeps document.title on the title rule as the person navigates. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { brandTitle } = usePageData();
  useEffect(() => {
    document.title = documentTitle(pathname, brandTitle);
  }, [pathname, brandTitle]);
}
