import { apiPaths, type ErrorDetail, type Post } from '@portfolio/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { bodyOf, draftOf, EMPTY_DRAFT, mergeSaved, type PostDraft, sameDraft } from './post-draft';

/** How long the text must rest before a draft saves itself. */
const AUTOSAVE_DELAY_MS = 800;

/** Where the editor's text stands against what the server holds. */
export type SaveState = 'saved' | 'saving' | 'unsaved';

export interface PostEditing {
  /** The fields as typed; undefined while the post loads. */
  draft: PostDraft | undefined;
  /** The post as the server last saved it; undefined for a post never saved. */
  saved: Post | undefined;
  loadError: string | undefined;
  state: SaveState;
  /** Something typed is not on the server yet (or a save is on its way). */
  unsaved: boolean;
  /** The post was saved elsewhere since it was loaded: nothing is saved until he chooses. */
  conflict: boolean;
  /** Why the last save failed. */
  failure: string | undefined;
  /** What is wrong with each field, by its body name (the editor's own checks, then the server's). */
  problems: Record<string, string>;
  edit(change: Partial<PostDraft>): void;
  /** Saves now (the Save button, a change of status). */
  save(): Promise<void>;
  /** After a conflict: the version saved elsewhere replaces what he typed. */
  loadTheirs(): Promise<void>;
  /** After a conflict: what he typed is saved over the version saved elsewhere. */
  overwrite(): Promise<void>;
  /** A post the server answered (a restored version): the editor shows it as saved. */
  replace(post: Post): void;
  /** A call of his answered 409: the post was saved elsewhere. */
  conflicted(): void;
}

const problemsOf = (details: readonly ErrorDetail[] | undefined) =>
  Object.fromEntries((details ?? []).map((detail) => [detail.field.split('/')[0], detail.message]));

/**
 * A post in the editor: loaded by id ('new' for none yet), saved from the revision it was loaded
 * at, by itself while it is a draft (after AUTOSAVE_DELAY_MS of rest, once it has a title), by
 * `save` otherwise. A save refused with 409 (another tab or device saved since) leaves the text
 * as typed and waits for the owner: `loadTheirs` or `overwrite`. `onCreated` gets a new post's id
 * once its first save made it.
 */
export function usePostEditing(id: string, onCreated: (post: Post) => void): PostEditing {
  const [draft, setDraft] = useState<PostDraft | undefined>(id === 'new' ? EMPTY_DRAFT : undefined);
  const [saved, setSaved] = useState<Post | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [problems, setProblems] = useState<Record<string, string>>({});
  /** The draft whose save the server refused (not a conflict): not sent again as it is. */
  const [refused, setRefused] = useState<PostDraft | undefined>();
  const latest = useRef({ draft, saved });
  latest.current = { draft, saved };
  const created = useRef(onCreated);
  created.current = onCreated;

  useEffect(() => {
    if (id === 'new' || latest.current.saved?._id === id) return;
    const controller = new AbortController();
    api<Post>(apiPaths.posts.get(id), { auth: true, signal: controller.signal }).then(
      (post) => {
        setSaved(post);
        setDraft(draftOf(post));
      },
      (err: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(reportError(err, 'The post could not be loaded'));
      },
    );
    return () => controller.abort();
  }, [id]);

  const dirty =
    draft !== undefined &&
    (saved ? !sameDraft(draft, draftOf(saved)) : !sameDraft(draft, EMPTY_DRAFT));

  const send = useCallback(async (revision?: number) => {
    const { draft: sent, saved: base } = latest.current;
    if (!sent) return;
    const checked = bodyOf(sent);
    if (checked.problems) {
      setProblems(checked.problems);
      setRefused(sent);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      const post = base
        ? await change(
            api<Post>(apiPaths.posts.edit(base._id), {
              method: 'PUT',
              auth: true,
              json: { ...checked.body, revision: revision ?? base.revision },
            }),
          )
        : await change(
            api<Post>(apiPaths.posts.add, { method: 'POST', auth: true, json: checked.body }),
          );
      setSaved(post);
      setDraft((current) => (current ? mergeSaved(current, sent, post) : current));
      setProblems({});
      setRefused(undefined);
      setConflict(false);
      if (!base) created.current(post);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setConflict(true);
      } else {
        setFailure(reportError(err, 'The post could not be saved'));
        setProblems(err instanceof ApiError ? problemsOf(err.details) : {});
        setRefused(sent);
      }
    } finally {
      setSaving(false);
    }
  }, []);

  const autosaves = draft?.status === 'draft' && (saved === undefined || saved.status === 'draft');
  useEffect(() => {
    if (!draft || !dirty || !autosaves || saving || conflict || draft === refused) return;
    if (draft.title.trim() === '') return;
    const timer = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, autosaves, saving, conflict, refused, send]);

  /** The post as it is on the server now. */
  const theirs = () => {
    const { saved: base } = latest.current;
    if (!base) throw new Error('A conflict needs a saved post');
    return api<Post>(apiPaths.posts.get(base._id), { auth: true });
  };

  return {
    draft,
    saved,
    loadError,
    state: saving ? 'saving' : dirty || conflict || !saved ? 'unsaved' : 'saved',
    unsaved: dirty || saving || conflict,
    conflict,
    failure,
    problems,
    edit: (fields) => {
      setDraft((current) => (current ? { ...current, ...fields } : current));
      setProblems((current) => {
        const rest = { ...current };
        for (const key of Object.keys(fields)) delete rest[key];
        return rest;
      });
    },
    save: () => send(),
    async loadTheirs() {
      try {
        const post = await theirs();
        setSaved(post);
        setDraft(draftOf(post));
        setConflict(false);
        setFailure(undefined);
      } catch (err) {
        setFailure(reportError(err, 'The post could not be loaded'));
      }
    },
    async overwrite() {
      try {
        const post = await theirs();
        latest.current = { ...latest.current, saved: post };
        setSaved(post);
        await send(post.revision);
      } catch (err) {
        setFailure(reportError(err, 'The post could not be loaded'));
      }
    },
    replace(post) {
      setSaved(post);
      setDraft(draftOf(post));
      setConflict(false);
    },
    conflicted: () => setConflict(true),
  };
}
