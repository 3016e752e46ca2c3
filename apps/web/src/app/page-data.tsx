import { PAGE_DATA_ELEMENT_ID, type PageData } from '@portfolio/contract';
import { createContext, type ReactNode, useContext } from 'react';

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData outside PageDataProvider');
  return data;
}

/** The data the server embedded in the page (public pages carry more: PublicPageData). */
export function readPageData<T extends PageData = PageData>(): T {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent)
    throw new Error('The page carries no data: was it served by the server?');
  return JSON.parse(element.textContent) as T;
}
