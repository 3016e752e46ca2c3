import { useId, useState } from 'react';
import { reportError } from '../lib/api';
import ui from './admin-ui.module.css';
import { ErrorMessage } from './ErrorMessage';
import { Modal } from './Modal';

export interface DeleteDialogProps {
  /** What is deleted, e.g. 'Project'. */
  type: string;
  /** Its name, e.g. the project's title. */
  title: string;
  /** Deletes it; a failure keeps the dialog open with the server's message. */
  onConfirm(): Promise<void>;
  onCancel(): void;
}

/** The delete confirmation of spec §2, with its texts as written ('Cancle' included). */
export function DeleteDialog({ type, title, onConfirm, onCancel }: DeleteDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const questionId = useId();

  async function confirm() {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (err) {
      setError(reportError(err, 'The delete failed'));
      setPending(false);
    }
  }

  return (
    <Modal
      title={`Delete "${type}" Name "${title}"`}
      onClose={onCancel}
      role="alertdialog"
      closeButton={false}
      describedBy={questionId}
    >
      <div id={questionId}>
        <p>Are you sure you want to DELETE ...</p>
        <p>
          <strong>This Action is Non-reversible</strong>
        </p>
      </div>
      <ErrorMessage message={error} />
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={onCancel} data-autofocus>
          Cancle
        </button>
        <button type="button" className={ui.danger} onClick={confirm} disabled={pending}>
          Confirm
        </button>
      </div>
    </Modal>
  );
}
