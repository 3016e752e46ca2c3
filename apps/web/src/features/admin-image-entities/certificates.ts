import { apiPaths, type Certificate, CertificateFields, UPLOAD_FIELDS } from '@portfolio/contract';
import { fieldRule } from '../../lib/validation';
import { type ImageEntityKind, imageFocusField } from './image-entity';

type CertificateValues = Pick<
  Certificate,
  'title' | 'issued_by' | 'date' | 'credential_link' | 'image_focus'
>;

/** The Certificates screen of spec §2: the projects pattern with Title and Issued By. */
export const certificatesKind: ImageEntityKind<Certificate, CertificateValues> = {
  type: 'Certificate',
  heading: 'Certificates',
  addLabel: 'Add Certificate',
  paths: apiPaths.certificates,
  uploadField: UPLOAD_FIELDS.certificate,
  imageLabel: 'Certificate Image',
  fields: [
    { name: 'title', label: 'Title', rule: fieldRule(CertificateFields, 'title') },
    { name: 'issued_by', label: 'Issued By', rule: fieldRule(CertificateFields, 'issued_by') },
    {
      name: 'date',
      label: 'Date',
      rule: fieldRule(CertificateFields, 'date'),
      hint: 'Optional: when it was issued, a year (2024) or a year and month (2024-05)',
    },
    {
      name: 'credential_link',
      label: 'Credential link',
      rule: fieldRule(CertificateFields, 'credential_link'),
      hint: "Optional: the issuer's page that verifies it, shown as Verify",
    },
    imageFocusField(fieldRule(CertificateFields, 'image_focus')),
  ],
  columns: [
    { header: 'Title', cell: (c) => c.title, text: (c) => c.title },
    { header: 'Issued By', cell: (c) => c.issued_by, text: (c) => c.issued_by },
  ],
  emptyText: 'No certificates yet: add the first one.',
  emptyValues: { title: '', issued_by: '', date: '', credential_link: '', image_focus: '' },
  valuesOf: (c) => ({
    title: c.title,
    issued_by: c.issued_by,
    date: c.date,
    credential_link: c.credential_link,
    image_focus: c.image_focus,
  }),
  imageOf: (c) => c.certificate_image,
};
