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
import { LeaveQuestion } from '../../components/LeaveQuestion';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { ContactSetting } from './ContactSetting';
import { IconPicker } from './IconPicker';
import { LanguagesSection } from './LanguagesSection';
import { LinksEditor } from './LinksEditor';
import { PageSwitches } from './PageSwitches';
import styles from './Profile.module.css';
import { draftProblems, type ProfileDraft, toDraft, toProfile } from './profile-draft';
import {
  RESUME_IMPORT_HEADING,
  RESUME_IMPORT_HEADING_ID,
  ResumeImportSection,
} from './ResumeImportSection';
import {
  SITE_IMAGES_HEADING,
  SITE_IMAGES_HEADING_ID,
  SiteImagesSection,
} from './SiteImagesSection';
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

/** The screen's own sections; the photo's and the import's have their headings already. */
const SECTION_IDS = {
  texts: 'profile-texts',
  settings: 'profile-settings',
  words: 'profile-words',
  languages: 'profile-languages',
} as const;

const SECTION_HEADINGS: Record<keyof typeof SECTION_IDS, string> = {
  texts: 'About you',
  settings: 'Contact and buttons',
  words: 'Texts of the pages',
  languages: 'Languages of the site',
};

/** The in-page links, in the order of the page. */
const SECTIONS = [
  ...(Object.keys(SECTION_IDS) as (keyof typeof SECTION_IDS)[]).map((key) => ({
    id: SECTION_IDS[key],
    heading: SECTION_HEADINGS[key],
  })),
  { id: SITE_IMAGES_HEADING_ID, heading: SITE_IMAGES_HEADING },
  { id: RESUME_IMPORT_HEADING_ID, heading: RESUME_IMPORT_HEADING },
];

/**
 * Profile: the texts and lists of the public pages, and the site settings of what they show (the
 * contact form, Home's buttons, the music panel, the fixed texts in the owner's words); they show
 * a change on their next load. In sections, linked from the top; the texts' Save stays in view
 * at the bottom of the screen while they are, and leaving with them or the site's texts unsaved
 * asks first.
 */
export function ProfileAdminPage() {
  const site = useSiteSettings();
  const [draft, setDraft] = useState<ProfileDraft | undefined>();
  // Something typed since the profile was loaded or saved: leaving asks first.
  const [unsaved, setUnsaved] = useState(false);
  const [textsUnsaved, setTextsUnsaved] = useState(false);
  const load = useCallback((loaded: ProfileDraft) => {
    setDraft(loaded);
    setUnsaved(false);
  }, []);
  useLeaveGuard(unsaved || textsUnsaved);
  const { problems, failure, setFailure, saved, setSaved, pending, submit } = useDraftSave({
    problemsOf: draftProblems,
    save: async (current: ProfileDraft) =>
      toDraft(
        await change(
          api<Profile>(apiPaths.profile, { method: 'PUT', auth: true, json: toProfile(current) }),
        ),
      ),
    setDraft: load,
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
      load(toDraft(profile));
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
  }, [addKnown, load, loads]);

  const edit = (changes: Partial<ProfileDraft>) => {
    setSaved(false);
    setUnsaved(true);
    setDraft((current) => current && { ...current, ...changes });
  };

  return (
    <AdminScreen heading="Profile">
      <p className={ui.muted}>
        What the public pages say about you. They show a change on their next load.
      </p>
      <nav aria-label="Profile sections" className={styles.sections}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby={SECTION_IDS.texts}>
        <h2 id={SECTION_IDS.texts}>{SECTION_HEADINGS.texts}</h2>
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
            <div className={styles.saveBar}>
              <ErrorMessage message={failure} />
              <StatusMessage
                message={saved && 'Profile saved. The public pages show it on their next load.'}
              />
              {unsaved && <p className={styles.unsaved}>Not saved yet</p>}
              <button type="submit" className={ui.primary} disabled={pending}>
                Save
              </button>
            </div>
          </form>
        )}
        {!draft && <ErrorMessage message={failure} />}
      </section>
      <section className={styles.section} aria-labelledby={SECTION_IDS.settings}>
        <h2 id={SECTION_IDS.settings}>{SECTION_HEADINGS.settings}</h2>
        <ContactSetting site={site} />
        <PageSwitches site={site} />
      </section>
      <section className={styles.section} aria-labelledby={SECTION_IDS.words}>
        <h2 id={SECTION_IDS.words}>{SECTION_HEADINGS.words}</h2>
        <SiteTextsSection site={site} onUnsaved={setTextsUnsaved} />
      </section>
      <section className={styles.section} aria-labelledby={SECTION_IDS.languages}>
        <h2 id={SECTION_IDS.languages}>{SECTION_HEADINGS.languages}</h2>
        <LanguagesSection />
      </section>
      <SiteImagesSection />
      <ResumeImportSection
        onImported={() => {
          setSaved(false);
          setLoads((n) => n + 1);
        }}
      />
      <LeaveQuestion unsaved={unsaved || textsUnsaved} title="Leave Profile?" />
    </AdminScreen>
  );
}
