import { ErrorCode, errorMessages, LIMITS } from '@portfolio/contract';
import type { TObject } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/**
 * The multipart form of an upload call: its text fields and its one file field. Each call declares
 * it once: the handler reads the upload by it and the OpenAPI document shows it (route config).
 */
export interface UploadForm {
  fields?: TObject;
  file: string;
  /** Its longest text field in bytes, when one is longer than FIELD_MAX_BYTES (a case study). */
  fieldMaxBytes?: number;
  /** How many files the file field may carry (1 unless said: a project's screenshots). */
  maxFiles?: number;
}

export interface UploadedFile {
  data: Buffer;
  /** The name the client gave; only ever used as a download name, never on the file system. */
  filename: string;
}

interface Upload {
  fields: Record<string, string>;
  /** The first file (the one most forms take). */
  file: UploadedFile | undefined;
  /** Every file, in the order sent. */
  files: UploadedFile[];
}

/** Biggest text field: a 5,000-character description in 4-byte characters, with room to spare. */
const FIELD_MAX_BYTES = 64 * 1024;

/** An upload form sent without its file. */
export const missingFile = (field: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, errorMessages.missingFile(field), [
    { field, message: 'is required' },
  ]);

const tooLarge = () =>
  new AppError(
    413,
    ErrorCode.PAYLOAD_TOO_LARGE,
    `The file is larger than ${LIMITS.uploadMaxBytes / 1024 / 1024} MB`,
  );

/**
 * Reads a multipart form: text fields and the one expected file, into memory. The file is counted
 * while it streams and refused past 10 MB, so an oversized upload is never held whole; and with no
 * temporary file, a crash mid-upload leaves nothing behind.
 */
async function readUpload(
  request: FastifyRequest,
  { file: fileField, fieldMaxBytes = FIELD_MAX_BYTES, maxFiles = 1 }: UploadForm,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'Send this form as multipart/form-data',
    );
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: LIMITS.uploadMaxBytes,
        files: maxFiles,
        fields: 20,
        fieldSize: fieldMaxBytes,
        parts: 20 + maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError(
            400,
            ErrorCode.VALIDATION_ERROR,
            `Unexpected file field "${part.fieldname.slice(0, 50)}": send the file as "${fileField}"`,
            [{ field: fileField, message: 'is where the file goes' }],
          );
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        files.push({ data, filename: part.filename ?? '' });
      } else {
        if (part.valueTruncated) {
          throw new AppError(
            413,
            ErrorCode.PAYLOAD_TOO_LARGE,
            `The field "${part.fieldname}" is too long`,
          );
        }
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
      }
    }
    return { fields, file: files[0], files };
  } catch (err) {
    throw translateMultipartError(err, maxFiles);
  }
}

/** @fastify/multipart's own errors, in our shape. */
function translateMultipartError(err: unknown, maxFiles: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    const most = maxFiles === 1 ? 'one file only' : `at most ${maxFiles} files`;
    return new AppError(400, ErrorCode.BAD_REQUEST, `Send ${most}`);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(400, ErrorCode.BAD_REQUEST, 'The form has too many fields');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_MISSING_BOUNDARY') {
    return new AppError(400, ErrorCode.BAD_REQUEST, 'The multipart form is malformed');
  }
  if (err instanceof Error && /multipart|boundary|unexpected end|part/i.test(err.message)) {
    return new AppError(400, ErrorCode.BAD_REQUEST, 'The multipart form is malformed');
  }
  return err;
}

/**
 * An upload call as its service sees it: the form, read when the use case comes to it (after the
 * checks that need no body), and the request's log.
 */
export interface UploadRequest {
  read(): Promise<Upload>;
  readonly log: FastifyBaseLogger;
}

/** The upload of a request, in the form its call declares. */
export function uploadRequest(request: FastifyRequest, form: UploadForm): UploadRequest {
  return { read: () => readUpload(request, form), log: request.log };
}
