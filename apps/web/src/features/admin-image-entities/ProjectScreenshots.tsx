import {
  apiPaths,
  type ProjectScreenshot,
  SCREENSHOT_LIMITS,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import fieldStyles from '../../components/Field.module.css';
import { ItemButton } from '../../components/ItemButton';
import { Modal } from '../../components/Modal';
import { api, reportError, upload } from '../../lib/api';
import { change } from '../../lib/changes';
import { useRowCalls } from '../../lib/use-row-calls';
import styles from './ProjectScreenshots.module.css';

/** The screenshots in the order shown: the ones kept first as they stand, new ones after them. */
function inOrder(order: readonly string[], shots: readonly ProjectScreenshot[]): string[] {
  const ids = new Set(shots.map((shot) => shot._id));
  const kept = order.filter((id) => ids.has(id));
  return [...kept, ...shots.map((shot) => shot._id).filter((id) => !kept.includes(id))];
}

/** The files chosen, in groups one upload call takes. */
function inGroups(files: readonly File[]): File[][] {
  const groups: File[][] = [];
  for (let start = 0; start < files.length; start += SCREENSHOT_LIMITS.perUpload) {
    groups.push(files.slice(start, start + SCREENSHOT_LIMITS.perUpload));
  }
  return groups;
}

/**
 * A project's screenshots, shown on its case study: the owner uploads several at once, writes each
 * one's alt text and moves them up or down (kept with 'Save order and alt texts'), and deletes one
 * after confirming. Uploads and deletes are saved at once; the order and alt texts typed stay.
 */
export function ProjectScreenshots({
  project,
  onClose,
}: {
  project: { _id: string; title: string };
  onClose(): void;
}) {
  const path = apiPaths.projects.screenshots(project._id);
  const inputId = useId();
  const [saved, setSaved] = useState<ProjectScreenshot[] | undefined>();
  const [order, setOrder] = useState<string[]>([]);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<string | undefined>();
  const { busy, failure, setFailure, run } = useRowCalls();

  /** A call's answer: the screenshots as saved, the order and alt texts typed kept over them. */
  const take = useCallback((answer: ProjectScreenshot[], keepTyped: boolean) => {
    setSaved(answer);
    setOrder((typed) => (keepTyped ? inOrder(typed, answer) : answer.map((shot) => shot._id)));
    setAlts((typed) =>
      Object.fromEntries(
        answer.map((shot) => [shot._id, keepTyped ? (typed[shot._id] ?? shot.alt) : shot.alt]),
      ),
    );
  }, []);

  useEffect(() => {
    api<ProjectScreenshot[]>(path, { auth: true }).then(
      (answer) => take(answer, false),
      (err: unknown) => setFailure(reportError(err, 'The screenshots could not be loaded')),
    );
  }, [path, take, setFailure]);

  const byId = new Map((saved ?? []).map((shot) => [shot._id, shot]));
  const shots = order.flatMap((id) => byId.get(id) ?? []);
  const unsaved =
    saved !== undefined &&
    (saved.some((shot, index) => order[index] !== shot._id) ||
      saved.some((shot) => (alts[shot._id] ?? '') !== shot.alt));

  const add = (files: File[]) => {
    const room = SCREENSHOT_LIMITS.perProject - shots.length;
    if (files.length > room) {
      setFailure(
        `A project has at most ${SCREENSHOT_LIMITS.perProject} screenshots: choose ${room} or fewer`,
      );
      return;
    }
    void run(
      'upload',
      async () => {
        for (const group of inGroups(files)) {
          const form = new FormData();
          for (const file of group) form.append(UPLOAD_FIELDS.screenshots, file);
          take(await change(upload<ProjectScreenshot[]>(path, form)), true);
        }
      },
      'The screenshots could not be uploaded',
    );
  };

  const move = (index: number, by: -1 | 1) =>
    setOrder((ids) => {
      const next = [...ids];
      const [id] = next.splice(index, 1);
      next.splice(index + by, 0, id ?? '');
      return next;
    });

  const save = () =>
    run(
      'save',
      async () => {
        const screenshots = order.map((id) => ({ _id: id, alt: alts[id] ?? '' }));
        take(
          await change(
            api<ProjectScreenshot[]>(path, { method: 'PUT', auth: true, json: { screenshots } }),
          ),
          false,
        );
      },
      'The order and alt texts could not be saved',
    );

  const remove = (id: string) =>
    run(
      id,
      async () => {
        const answer = await change(
          api<ProjectScreenshot[]>(apiPaths.projects.screenshot(project._id, id), {
            method: 'DELETE',
            auth: true,
          }),
        );
        setConfirming(undefined);
        take(answer, true);
      },
      'The screenshot could not be deleted',
    );

  return (
    <Modal title={`Screenshots of "${project.title}"`} onClose={onClose} unsaved={unsaved}>
      <p className={fieldStyles.hint}>
        Shown on the project's case study page (once it has a case study), in this order: up to{' '}
        {SCREENSHOT_LIMITS.perProject} images. The alt text says what each shows, for those who
        cannot see it.
      </p>
      <ErrorMessage message={failure} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          Add screenshots
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={
            saved === undefined ||
            busy !== undefined ||
            shots.length >= SCREENSHOT_LIMITS.perProject
          }
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) add(files);
          }}
        />
        {busy === 'upload' && <span role="status">Uploading…</span>}
      </div>
      {saved !== undefined && shots.length === 0 && <p>No screenshots yet.</p>}
      <ol className={styles.list}>
        {shots.map((shot, index) => {
          const name = `screenshot ${index + 1}`;
          return (
            <li key={shot._id} className={styles.item}>
              <img
                className={styles.thumb}
                src={shot.variants[0]?.url ?? shot.url}
                alt=""
                width={shot.variants[0]?.width}
                height={shot.variants[0]?.height}
              />
              <div className={styles.details}>
                <label className={fieldStyles.field}>
                  <span className={fieldStyles.label}>Alt text of {name}</span>
                  <input
                    className={fieldStyles.control}
                    type="text"
                    maxLength={SCREENSHOT_LIMITS.altMax}
                    value={alts[shot._id] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setAlts((typed) => ({ ...typed, [shot._id]: value }));
                    }}
                  />
                </label>
                <div className={ui.actions}>
                  <ItemButton
                    label="Move up"
                    itemName={name}
                    disabled={index === 0 || busy !== undefined}
                    onClick={() => move(index, -1)}
                  />
                  <ItemButton
                    label="Move down"
                    itemName={name}
                    disabled={index === shots.length - 1 || busy !== undefined}
                    onClick={() => move(index, 1)}
                  />
                  {confirming === shot._id ? (
                    <>
                      <span>Delete {name}?</span>
                      <ItemButton
                        label="Confirm"
                        itemName={`deleting ${name}`}
                        danger
                        disabled={busy !== undefined}
                        onClick={() => remove(shot._id)}
                      />
                      <ItemButton
                        label="Cancel"
                        itemName={`deleting ${name}`}
                        onClick={() => setConfirming(undefined)}
                      />
                    </>
                  ) : (
                    <ItemButton
                      label="Delete"
                      itemName={name}
                      danger
                      disabled={busy !== undefined}
                      onClick={() => setConfirming(shot._id)}
                    />
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.primary}
          disabled={!unsaved || busy !== undefined}
          onClick={save}
        >
          Save order and alt texts
        </button>
      </div>
    </Modal>
  );
}
