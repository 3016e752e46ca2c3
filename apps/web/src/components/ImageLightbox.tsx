import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import styles from './ImageLightbox.module.css';

/** Whether a click on a link is a plain one: not meant for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
        onClick={(event) => {
          const shown = dialog.current;
          if (!shown || typeof shown.showModal !== 'function' || !isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
          shown.showModal();
        }}
      >
        {children}
      </a>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={label}
        onClose={() => setOpen(false)}
      >
        {open && <img className={styles.full} src={href} alt={alt} />}
        <form method="dialog">
          <button type="submit" className={styles.close}>
            {close}
          </button>
        </form>
      </dialog>
    </>
  );
}
