import type { MouseEvent } from 'react';

/** Whether a click on a link is a plain one: not meant for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A plain click on a link to a large image opens `dialog` as a modal over the page instead, after
 * `choose` says what it shows; any other click, or a browser without modal dialogs, follows the
 * link. The lightboxes of a certificate and of a project's screenshots share it, and its styles
 * (Lightbox.module.css, and the outlined button of SearchForm.module.css that every page has).
 */
export function openOnPlainClick(
  event: MouseEvent,
  dialog: HTMLDialogElement | null,
  choose: () => void,
): void {
  if (!dialog || typeof dialog.showModal !== 'function' || !isPlainClick(event)) return;
  event.preventDefault();
  choose();
  dialog.showModal();
}
