import {
  apiPaths,
  faviconOf,
  ICON_MIN_SIZE,
  ICON_RECOMMENDED_SIZE,
  SITE_IMAGE_FIELD,
  type SiteImages,
} from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ImageField } from '../../components/ImageField';
import { StatusMessage } from '../../components/StatusMessage';
import { UploadProgress } from '../../components/UploadProgress';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { useLoad } from '../../lib/use-load';
import { useUpload } from '../../lib/use-upload';
import styles from './Profile.module.css';

interface SlotSpec {
  /** The legend of its group and the label of its file input. */
  label: string;
  /** What the messages call it. */
  name: string;
  path: string;
  note: string;
  /** The URL of the image stored now, for the preview. */
  current(images: SiteImages): string | undefined;
}

const SLOTS: SlotSpec[] = [
  {
    label: 'Portrait',
    name: 'portrait',
    path: apiPaths.profilePhoto,
    note: 'Your photo, shown on Home and About. Its location data is removed.',
    current: (images) => images.portrait?.url,
  },
  {
    label: 'Site icon',
    name: 'site icon',
    path: apiPaths.profileIcon,
    note:
      `A square image, at least ${ICON_MIN_SIZE}×${ICON_MIN_SIZE} pixels ` +
      `(${ICON_RECOMMENDED_SIZE}×${ICON_RECOMMENDED_SIZE} or larger is best): the browser tab ` +
      'icon, the home-screen icon and the installed site take it. Without one, the built-in icon shows.',
    current: (images) => faviconOf(images.icon, 192)?.url,
  },
];

/** The section's heading and its id, which the Profile screen's section links point at. */
export const SITE_IMAGES_HEADING = 'Photo and site icon';
export const SITE_IMAGES_HEADING_ID = 'site-images-heading';

/**
 * The portrait and the site icon: each uploaded (replacing the one there is) or removed on its own,
 * apart from the profile's Save.
 */
export function SiteImagesSection() {
  const [images, setImages] = useState<SiteImages | undefined>();
  const [failure] = useLoad(
    {
      path: apiPaths.profileImages,
      auth: false,
      failed: 'The portrait and site icon could not be loaded',
    },
    setImages,
  );

  return (
    <section className={styles.form} aria-labelledby={SITE_IMAGES_HEADING_ID}>
      <h2 id={SITE_IMAGES_HEADING_ID}>{SITE_IMAGES_HEADING}</h2>
      {!images && !failure && <p role="status">Loading…</p>}
      <ErrorMessage message={failure} />
      {images &&
        SLOTS.map((spec) => (
          <SiteImageSlot key={spec.path} spec={spec} images={images} onChanged={setImages} />
        ))}
    </section>
  );
}

function SiteImageSlot({
  spec,
  images,
  onChanged,
}: {
  spec: SlotSpec;
  images: SiteImages;
  onChanged(images: SiteImages): void;
}) {
  // A new round after each upload: a fresh form, without the sent file or its progress.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [removing, setRemoving] = useState(false);
  const currentUrl = spec.current(images);
  const capitalised = spec.name[0]?.toUpperCase() + spec.name.slice(1);

  function uploaded(next: SiteImages) {
    onChanged(next);
    setFailure(undefined);
    setDone(`${capitalised} saved. The public pages show it on their next load.`);
    setRound((r) => r + 1);
  }

  async function remove() {
    setDone(undefined);
    setFailure(undefined);
    setRemoving(true);
    try {
      onChanged(await change(api<SiteImages>(spec.path, { method: 'DELETE', auth: true })));
      setDone(`${capitalised} removed.`);
    } catch (err) {
      setFailure(reportError(err, `The ${spec.name} could not be removed`));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend>{spec.label}</legend>
      <p className={ui.muted}>{spec.note}</p>
      <SiteImageUpload
        key={round}
        spec={spec}
        currentUrl={currentUrl}
        onUploaded={uploaded}
        onFailed={(message) => {
          setDone(undefined);
          setFailure(message);
        }}
      />
      {currentUrl && (
        <button type="button" className={ui.danger} onClick={remove} disabled={removing}>
          Remove {spec.name}
        </button>
      )}
      <ErrorMessage message={failure} />
      <StatusMessage message={done} />
    </fieldset>
  );
}

function SiteImageUpload({
  spec,
  currentUrl,
  onUploaded,
  onFailed,
}: {
  spec: SlotSpec;
  currentUrl: string | undefined;
  onUploaded(images: SiteImages): void;
  onFailed(message: string): void;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const { progress, send } = useUpload();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setProblem(`Choose the ${spec.name} to upload`);
      const input = event.currentTarget.elements.namedItem(SITE_IMAGE_FIELD);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setProblem(undefined);
    const body = new FormData();
    body.append(SITE_IMAGE_FIELD, file);
    try {
      onUploaded(await send<SiteImages>(spec.path, body, 'PUT'));
    } catch (err) {
      onFailed(reportError(err, `The ${spec.name} could not be uploaded`));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <ImageField
        label={spec.label}
        name={SITE_IMAGE_FIELD}
        file={file}
        onChange={(chosen) => {
          setProblem(undefined);
          setFile(chosen);
        }}
        currentUrl={currentUrl}
        error={problem}
        required={false}
      />
      <UploadProgress percent={progress} />
      <button type="submit" className={ui.primary} disabled={progress !== undefined}>
        Upload {spec.name}
      </button>
    </form>
  );
}
