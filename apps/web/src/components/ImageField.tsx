import { ACCEPTED_IMAGE_TYPES, LIMITS } from '@portfolio/contract';
import { type ChangeEvent, useEffect, useState } from 'react';
import { Field, FieldPreview } from './Field';

type FocusPoint = Parameters<typeof FieldPreview>[0]['focus'];

const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_TYPES);
const IMAGE_FORMATS_TEXT = 'JPEG, PNG, WebP, GIF or AVIF';
const MAX_MB = LIMITS.uploadMaxBytes / 1024 / 1024;

/** Why a chosen file cannot be the image (the server decides by its bytes; this is the first gate). */
export function imageFileProblem(file: File): string | undefined {
  if (!ACCEPTED.has(file.type)) {
    return `"${file.name}" is not an image: choose a ${IMAGE_FORMATS_TEXT} file`;
  }
  if (file.size > LIMITS.uploadMaxBytes) {
    return `"${file.name}" is larger than ${MAX_MB} MB`;
  }
  return undefined;
}

/** An object URL of a chosen file for as long as it is chosen. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export interface ImageFieldProps {
  label: string;
  name: string;
  file: File | undefined;
  onChange(file: File | undefined): void;
  /** The image stored now (edit mode): shown until another is chosen. */
  currentUrl?: string | undefined;
  /** A problem found when the form was sent (e.g. no image in add mode). */
  error?: string | undefined;
  required: boolean;
  /** The preview marks the image's focus and sets it where it is clicked. */
  focus?: FocusPoint;
}

/**
 * An image file input with a preview: images only (a PDF or any other file is refused here, with a
 * message), at most 10 MB; in edit mode the current image shows and a new one is optional.
 */
export function ImageField({
  label,
  name,
  file,
  onChange,
  currentUrl,
  error,
  required,
  focus,
}: ImageFieldProps) {
  const [refused, setRefused] = useState<string | undefined>();
  const previewUrl = usePreviewUrl(file);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    const problem = chosen && imageFileProblem(chosen);
    setRefused(problem);
    if (problem) event.currentTarget.value = '';
    onChange(problem ? undefined : chosen);
  }

  const preview = previewUrl
    ? { src: previewUrl, alt: `Preview of the chosen image ${file?.name ?? ''}`.trim() }
    : currentUrl
      ? { src: currentUrl, alt: 'Current image' }
      : undefined;

  return (
    <Field
      label={label}
      error={refused ?? error}
      hint={`${IMAGE_FORMATS_TEXT}, at most ${MAX_MB} MB${currentUrl ? '. Leave empty to keep the current image.' : ''}`}
      after={
        preview && (
          <FieldPreview key={preview.src} src={preview.src} alt={preview.alt} focus={focus} />
        )
      }
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          required={required}
          onChange={choose}
        />
      )}
    </Field>
  );
}
