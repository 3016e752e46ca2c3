import type { PublicPageData } from '@portfolio/contract';
import { SearchPage } from '../../features/search/SearchPage';

const NO_QUERY = { query: '', page: 1, pageCount: 1, total: 0, results: [] };

/** The search page: the form, and a query's results when there is one. */
export default function Search({ data }: { data: PublicPageData }) {
  return <SearchPage search={data.search ?? NO_QUERY} />;
}
