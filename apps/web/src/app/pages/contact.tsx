import type { PublicPageData } from '@portfolio/contract';
import { ContactPage } from '../../features/contact/ContactPage';

export default function Contact({ data }: { data: PublicPageData }) {
  // Without its data the form is off, and the page is the 404 (public-pages.ts): never rendered.
  return data.contact ? <ContactPage contact={data.contact} /> : null;
}
