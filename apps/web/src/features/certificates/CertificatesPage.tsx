import englishCertificates from 'virtual:messages/en.certificates';
import { type Certificate, DEFAULT_SITE_TEXTS, formatProjectDate } from '@portfolio/contract';
import { Card, CardGrid, CardImage, cardTitleClass } from '../../components/CardGrid';
import { ImageLightbox } from '../../components/ImageLightbox';
import { useMessages, useTexts } from '../../lib/messages';
import styles from './CertificatesPage.module.css';

/** The widest stored width of a certificate's image: what opens when it is clicked. */
function fullImageOf(certificate: Certificate): string {
  const widest = certificate.certificate_image_variants.reduce<
    Certificate['certificate_image_variants'][number] | undefined
  >((best, variant) => (best && best.width >= variant.width ? best : variant), undefined);
  return widest?.url ?? certificate.certificate_image;
}

/**
 * A certificate's card: its image (opens larger), its title, 'Issued By:' ISSUER, and at its foot
 * its date and 'Verify', the link to the issuer's page for it, when the owner gave them.
 */
function CertificateCard({
  certificate,
  priority,
}: {
  certificate: Certificate;
  priority: boolean;
}) {
  const titleId = `certificate-${certificate._id}`;
  const t = useTexts(englishCertificates);
  const projectDate = useMessages().parts?.projectDate ?? formatProjectDate;
  return (
    <Card
      image={
        <ImageLightbox
          href={fullImageOf(certificate)}
          label={t.openCertificate({ title: certificate.title })}
          alt={t.certificateAlt({ title: certificate.title, issuer: certificate.issued_by })}
          close={t.closeImage()}
        >
          <CardImage
            src={certificate.certificate_image}
            variants={certificate.certificate_image_variants}
            focus={certificate.image_focus}
            priority={priority}
          />
        </ImageLightbox>
      }
    >
      <h2 id={titleId} className={cardTitleClass}>
        {certificate.title}
      </h2>
      <p className={styles.issuer}>
        {`${t.issuedBy()} `}
        <strong>{certificate.issued_by.toUpperCase()}</strong>
      </p>
      {(certificate.date || certificate.credential_link) && (
        <p className={styles.foot}>
          {certificate.date && (
            <time dateTime={certificate.date}>{projectDate(certificate.date)}</time>
          )}
          {certificate.credential_link && (
            <a
              className={styles.verify}
              href={certificate.credential_link}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
            >
              {t.verify()}
            </a>
          )}
        </p>
      )}
    </Card>
  );
}

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
        <CertificateCard key={certificate._id} certificate={certificate} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
