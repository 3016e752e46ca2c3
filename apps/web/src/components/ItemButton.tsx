import type { ButtonHTMLAttributes } from 'react';
import ui from './admin-ui.module.css';

export interface ItemButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> {
  /** The word shown, e.g. 'Edit'. */
  label: string;
  /** The item it acts on, read after the label by screen readers only. */
  itemName: string;
  danger?: boolean;
}

/** A button acting on one item of a list: 'Edit' on screen, 'Edit My project' to a screen reader. */
export function ItemButton({ label, itemName, danger = false, ...button }: ItemButtonProps) {
  return (
    <button type="button" className={danger ? ui.danger : ui.button} {...button}>
      {label}
      <span className="visually-hidden"> {itemName}</span>
    </button>
  );
}
