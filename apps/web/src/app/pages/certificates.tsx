import type { PublicPageData } from '@portfolio/contract';
import { CertificatesPage } from '../../features/certificates/CertificatesPage';

export default function Certificates({ data }: { data: PublicPageData }) {
  return (
    <CertificatesPage
      certificates={data.certificates ?? []}
      heading={data.texts.certificatesHeading}
    />
  );
}
