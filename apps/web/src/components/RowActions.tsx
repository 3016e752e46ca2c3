import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import ui from './admin-ui.module.css';
import styles from './DataTable.module.css';

/**
 * A table row's actions. On a wide screen they are the row's buttons, as the spec shows them; on a
 * narrow one (DataTable.module.css) they fold behind one 'Actions' button that opens and closes
 * them (a disclosure: Enter or Space on it, Escape in it closes and goes back to it).
 */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the open menu from any of its buttons
    <div className={styles.rowActions} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={`${ui.button} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        Actions<span className="visually-hidden"> {name}</span>
      </button>
      <div id={menuId} className={styles.menu} data-open={open}>
        {children}
      </div>
    </div>
  );
}
