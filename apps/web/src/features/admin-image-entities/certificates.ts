import { apiPaths, type Certificate, CertificateFields, UPLOAD_FIELDS } from '@portfolio/contract';
import { fieldRule } from '../../lib/validation';
import type { ImageEntityKind } from './image-entity';

type CertificateValues = Pick<Certificate, 'title' | 'issued_by'>;

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
  ],
  columns: [
    { header: 'Title', cell: (c) => c.title, text: (c) => c.title },
    { header: 'Issued By', cell: (c) => c.issued_by, text: (c) => c.issued_by },
  ],
  emptyText: 'No certificates yet: add the first one.',
  emptyValues: { title: '', issued_by: '' },
  valuesOf: (c) => ({ title: c.title, issued_by: c.issued_by }),
  imageOf: (c) => c.certificate_image,
};
