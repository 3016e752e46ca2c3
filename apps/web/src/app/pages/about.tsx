import type { PublicPageData } from '@portfolio/contract';
import { AboutPage } from '../../features/about/AboutPage';

export default function About({ data }: { data: PublicPageData }) {
  return (
    <AboutPage
      profile={data.profile}
      icons={data.icons}
      quotes={data.quotes ?? []}
      timeline={data.timeline ?? []}
      portrait={data.siteImages?.portrait ?? null}
      texts={data.texts}
    />
  );
}
