import {
  apiPaths,
  type IconList,
  type IconMap,
  type IconSvg,
  iconSlugsOf,
  type Profile,
} from '@portfolio/contract';
import { useCallback, useEffect, useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { ContactSetting } from './ContactSetting';
import { IconPicker } from './IconPicker';
import { LanguagesSection } from './LanguagesSection';
import { LinksEditor } from './LinksEditor';
import { PageSwitches } from './PageSwitches';
import styles from './Profile.module.css';
import { draftProblems, type ProfileDraft, toDraft, toProfile } from './profile-draft';
import { ResumeImportSection } from './ResumeImportSection';
import { SiteImagesSection } from './SiteImagesSection';
import { SiteTextsSection } from './SiteTextsSection';
import { useDraftSave } from './use-draft-save';
import { useSiteSettings } from './use-site-settings';

type TextKey = Exclude<keyof ProfileDraft, 'skills' | 'tools' | 'links'>;

interface TextSpec {
  name: TextKey;
  label: string;
  multiline?: boolean;
  hint?: string;
}

const GROUPS: { legend: string; fields: TextSpec[] }[] = [
  {
    legend: 'Home',
    fields: [
      { name: 'ownerName', label: 'Name' },
      { name: 'brandTitle', label: 'Brand title', hint: 'The title of the home page and the logo' },
      { name: 'greeting', label: 'Greeting' },
      {
        name: 'typewriterLines',
        label: 'Typewriter lines',
        multiline: true,
        hint: 'One line each, 1 to 6',
      },
      { name: 'introduction', label: 'Introduction', multiline: true },
    ],
  },
  {
    legend: 'About',
    fields: [
      { name: 'location', label: 'From' },
      { name: 'role', label: 'Role' },
      { name: 'hobbies', label: 'Hobbies', multiline: true, hint: 'One a line, at most 10' },
    ],
  },
  {
    legend: 'Contributions and search engines',
    fields: [
      {
        name: 'contributionsUsername',
        label: 'Contributions username',
        hint: 'Whose contribution calendar the About page shows; empty for none',
      },
      {
        name: 'description',
        label: 'Site description',
        multiline: true,
        hint: 'For search engines and link previews, at most 300 characters',
      },
    ],
  },
];

/**
 * Profile: the texts and lists of the public pages, and the site settings of what they show (the
 * contact form, Home's buttons, the music panel, the fixed texts in the owner's words); they show
 * a change on their next load.
 */
export function ProfileAdminPage() {
  const site = useSiteSettings();
  const [draft, setDraft] = useState<ProfileDraft | undefined>();
  const { problems, failure, setFailure, saved, setSaved, pending, submit } = useDraftSave({
    problemsOf: draftProblems,
    save: async (current: ProfileDraft) =>
      toDraft(
        await change(
          api<Profile>(apiPaths.profile, { method: 'PUT', auth: true, json: toProfile(current) }),
        ),
      ),
    setDraft,
    failureText: 'The profile could not be saved',
  });
  const [known, setKnown] = useState<IconMap>({});
  // Counts the loads of the profile: an import replaces it, and the form shows it again.
  const [loads, setLoads] = useState(0);
  const addKnown = useCallback((icons: readonly IconSvg[]) => {
    if (icons.length === 0) return;
    setKnown((current) => ({
      ...current,
      ...Object.fromEntries(icons.map((icon) => [icon.slug, icon])),
    }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count loads the profile again
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const profile = await api<Profile>(apiPaths.profile, { signal });
      setDraft(toDraft(profile));
      // The drawings and names of the chosen icons; without them the picker shows their slugs.
      const slugs = iconSlugsOf({ ...profile, links: [] });
      if (slugs.length > 0) {
        const path = `${apiPaths.icons}?slugs=${encodeURIComponent(slugs.join(','))}`;
        addKnown(await api<IconList>(path, { auth: true, signal }));
      }
    })().catch((err: unknown) => {
      if (!signal.aborted) setFailure(reportError(err, 'The profile could not be loaded'));
    });
    return () => controller.abort();
  }, [addKnown, loads]);

  const edit = (changes: Partial<ProfileDraft>) => {
    setSaved(false);
    setDraft((current) => current && { ...current, ...changes });
  };

  return (
    <AdminScreen heading="Profile">
      <p className={ui.muted}>
        What the public pages say about you. They show a change on their next load.
      </p>
      {!draft && !failure && <p role="status">Loading…</p>}
      {draft && (
        <form className={styles.form} onSubmit={(event) => submit(event, draft)} noValidate>
          {GROUPS.map((group) => (
            <fieldset key={group.legend} className={styles.group}>
              <legend>{group.legend}</legend>
              {group.fields.map((spec) => (
                <Field
                  key={spec.name}
                  label={spec.label}
                  hint={spec.hint}
                  error={problems[spec.name]}
                >
                  {(control) => {
                    const common = {
                      ...control,
                      name: spec.name,
                      value: draft[spec.name],
                      onChange: (e: { currentTarget: { value: string } }) =>
                        edit({ [spec.name]: e.currentTarget.value }),
                    };
                    return spec.multiline ? (
                      <textarea {...common} />
                    ) : (
                      <input {...common} type="text" />
                    );
                  }}
                </Field>
              ))}
            </fieldset>
          ))}
          <LinksEditor
            links={draft.links}
            onChange={(links) => edit({ links })}
            problems={problems}
          />
          <IconPicker
            legend="Skills"
            entries={draft.skills}
            onChange={(skills) => edit({ skills })}
            known={known}
            onFound={addKnown}
            error={problems.skills}
          />
          <IconPicker
            legend="Tools"
            entries={draft.tools}
            onChange={(tools) => edit({ tools })}
            known={known}
            onFound={addKnown}
            error={problems.tools}
          />
          <ErrorMessage message={failure} />
          <StatusMessage
            message={saved && 'Profile saved. The public pages show it on their next load.'}
          />
          <button type="submit" className={`${ui.primary} ${styles.save}`} disabled={pending}>
            Save
          </button>
        </form>
      )}
      {!draft && <ErrorMessage message={failure} />}
      <ContactSetting site={site} />
      <PageSwitches site={site} />
      <SiteTextsSection site={site} />
      <LanguagesSection />
      <SiteImagesSection />
      <ResumeImportSection
        onImported={() => {
          setSaved(false);
          setLoads((n) => n + 1);
        }}
      />
    </AdminScreen>
  );
}
