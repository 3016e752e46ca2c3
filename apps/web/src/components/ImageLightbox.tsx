import { type ReactNode, useRef, useState } from 'react';
import styles from './ImageLightbox.module.css';
import lightbox from './Lightbox.module.css';
import { openOnPlainClick } from './plain-click';
import search from './SearchForm.module.css';

/**
 * An image that opens larger. Without JavaScript it is a plain link to the full image; with it, a
 * plain click shows the full image in a modal dialog over the page, closed by Escape or its Close
 * button, and focus goes back to the link. The full image is fetched
 * only when it is opened.
 */
export function ImageLightbox({
  href,
  label,
  alt,
  close,
  children,
}: {
  /** The full image. */
  href: string;
  /** What the link and the dialog are called ('Open the certificate … larger'). */
  label: string;
  alt: string;
  /** What its Close button says, in the page's language. */
  close: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        className={styles.opener}
        href={href}
        aria-label={label}
        onClick={(event) => openOnPlainClick(event, dialog.current, () => setOpen(true))}
      >
        {children}
      </a>
      <dialog
        ref={dialog}
        className={lightbox.dialog}
        aria-label={label}
        onClose={() => setOpen(false)}
      >
        {open && <img className={styles.full} src={href} alt={alt} />}
        <form method="dialog">
          <button type="submit" className={`${search.outlineButton} ${styles.close}`}>
            {close}
          </button>
        </form>
      </dialog>
    </>
  );
}
