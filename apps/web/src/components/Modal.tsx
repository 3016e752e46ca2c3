import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLeaveGuard } from '../lib/use-leave-guard';
import ui from './admin-ui.module.css';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (the delete confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Show the × button in the header (a confirmation has its own buttons instead). */
  closeButton?: boolean;
  /** id of the element that says what the dialog asks, for screen readers. */
  describedBy?: string;
  /**
   * The dialog holds what the owner typed and has not saved: closing it (Escape, ×) asks first,
   * and so does leaving or reloading the page.
   */
  unsaved?: boolean;
}

/**
 * A modal dialog: focus moves in (to `[data-autofocus]`, else the first field, else the first
 * control), Tab stays inside, Escape closes (after asking, when `unsaved`), and focus goes back
 * where it was on close.
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  closeButton = true,
  describedBy,
  unsaved = false,
}: ModalProps) {
  const titleId = useId();
  const questionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const [asking, setAsking] = useState(false);
  /** Where the focus was when the question came: it goes back there when the owner keeps editing. */
  const focusBeforeAsking = useRef<HTMLElement | null>(null);
  useLeaveGuard(unsaved);

  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  const requestClose = () => {
    if (!unsaved) return close.current();
    focusBeforeAsking.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };

  const keepEditing = () => {
    setAsking(false);
    (focusBeforeAsking.current?.isConnected ? focusBeforeAsking.current : dialog.current)?.focus();
  };

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    const target =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      root?.querySelector<HTMLElement>(FIELDS) ??
      root?.querySelector<HTMLElement>(FOCUSABLE) ??
      root;
    target?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (asking) keepEditing();
      else requestClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const content = (
    <>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeButton && (
          <button type="button" className={styles.close} aria-label="Close" onClick={requestClose}>
            ×
          </button>
        )}
      </div>
      {asking && (
        <section className={styles.question} aria-labelledby={questionId}>
          <p id={questionId}>Discard what you typed? It is not saved.</p>
          <div className={ui.actions}>
            <button ref={keep} type="button" className={ui.primary} onClick={keepEditing}>
              Keep editing
            </button>
            <button type="button" className={ui.danger} onClick={() => close.current()}>
              Discard
            </button>
          </div>
        </section>
      )}
      {children}
    </>
  );
  const common = {
    ref: dialog,
    className: styles.dialog,
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': describedBy,
    tabIndex: -1,
    onKeyDown,
  } as const;

  return createPortal(
    <div className={styles.backdrop}>
      {role === 'alertdialog' ? (
        <div role="alertdialog" {...common}>
          {content}
        </div>
      ) : (
        <div role="dialog" {...common}>
          {content}
        </div>
      )}
    </div>,
    document.body,
  );
}
