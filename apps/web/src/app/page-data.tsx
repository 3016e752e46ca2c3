import { type AdminPageData, PAGE_DATA_ELEMENT_ID, type PageData } from '@portfolio/contract';
import { createRequiredContext } from '../lib/required-context';

/** The admin app's: the data its shell carries (the public pages take theirs as a prop). */
const PageDataContext = createRequiredContext<AdminPageData>('PageData');

export const PageDataProvider = PageDataContext.Provider;

export const usePageData = PageDataContext.useValue;

/** The data the server embedded in the page (public pages carry more: PublicPageData). */
export function readPageData<T extends PageData = PageData>(): T {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent)
    throw new Error('The page carries no data: was it served by the server?');
  return JSON.parse(element.textContent) as T;
}
