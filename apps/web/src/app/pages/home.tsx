import type { PublicPageData } from '@portfolio/contract';
import { HomePage } from '../../features/home/HomePage';

export default function Home({ data }: { data: PublicPageData }) {
  return (
    <HomePage
      profile={data.profile}
      featured={data.featuredProjects ?? []}
      portrait={data.siteImages?.portrait ?? null}
      buttons={data.homeButtons}
    />
  );
}
