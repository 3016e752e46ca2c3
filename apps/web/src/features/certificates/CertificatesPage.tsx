import { type Certificate, DEFAULT_SITE_TEXTS } from '@portfolio/contract';
import {
  CARD_IMAGE_SIZES,
  Card,
  CardGrid,
  cardImageClass,
  cardTitleClass,
} from '../../components/CardGrid';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import styles from './CertificatesPage.module.css';

/**
 * Certificates (spec §2): 'MY Certificates' (or the owner's heading), a card per visible one with
 * 'Issued By:' ISSUER.
 */
export function CertificatesPage({
  certificates,
  heading = DEFAULT_SITE_TEXTS.certificatesHeading,
}: {
  certificates: readonly Certificate[];
  heading?: string;
}) {
  return (
    <CardGrid heading={heading}>
      {certificates.map((certificate, index) => (
        <Card
          key={certificate._id}
          image={
            <ResponsiveImage
              className={cardImageClass}
              src={certificate.certificate_image}
              variants={certificate.certificate_image_variants}
              sizes={CARD_IMAGE_SIZES}
              alt=""
              priority={index === 0}
            />
          }
        >
          <h2 className={cardTitleClass}>{certificate.title}</h2>
          <p className={styles.issuer}>
            Issued By: <strong>{certificate.issued_by.toUpperCase()}</strong>
          </p>
        </Card>
      ))}
    </CardGrid>
  );
}
