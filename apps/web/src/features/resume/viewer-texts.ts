/** The PDF viewer's texts (spec §2), react-pdf's own. */
export const VIEWER_TEXTS = {
  loadingPdf: 'Loading PDF…',
  pdfError: 'Failed to load PDF file.',
  noPdf: 'No PDF file specified.',
  loadingPage: 'Loading page…',
  pageError: 'Failed to load the page.',
  noPage: 'No page specified.',
  needPassword: 'Enter the password to open this PDF file.',
  wrongPassword: 'Invalid password. Please try again.',
} as const;
