import { ErrorCode, errorMessages } from '@portfolio/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../test/console';
import { fakeApi, reply } from '../test/fake-api';
import {
  ApiError,
  api,
  callsWithTokenAnswered,
  reportError,
  setExpiredTokenHandler,
  tokenStore,
  upload,
} from './api';

afterEach(() => {
  setExpiredTokenHandler(undefined);
});

const form = () => {
  const body = new FormData();
  body.append('title', 'x');
  return body;
};

describe('upload', () => {
  it('sends the form with the stored token and reports progress', async () => {
    tokenStore.set('the-token');
    const api = fakeApi(() => reply.ok({ _id: 'new' }));
    const progress: number[] = [];
    const answer = await upload<{ _id: string }>('/api/things', form(), {
      method: 'PUT',
      onProgress: (sent, total) => progress.push(sent / total),
    });
    expect(answer).toEqual({ _id: 'new' });
    expect(progress).toEqual([0.5, 1]);
    const [request] = api.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.headers.access_token).toBe('the-token');
    expect(request?.form?.get('title')).toBe('x');
  });

  it('fails with the server message as an ApiError', async () => {
    fakeApi(() =>
      reply.error(415, 'The resume must be a PDF file', ErrorCode.UNSUPPORTED_MEDIA_TYPE),
    );
    const failure = upload('/api/things', form());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The resume must be a PDF file',
    });
  });

  it('says what the status means when the answer is not JSON', async () => {
    fakeApi(() => ({ status: 502, body: undefined }));
    await expect(upload('/api/things', form())).rejects.toThrow('The server answered 502');
  });

  it('ends the session when the API refuses the token', async () => {
    tokenStore.set('expired');
    const expired = vi.fn();
    setExpiredTokenHandler(expired);
    fakeApi(reply.unauthorized);
    await expect(upload('/api/things', form())).rejects.toThrow(errorMessages.unauthorized);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal is aborted', async () => {
    fakeApi(() => new Promise(() => {}));
    const controller = new AbortController();
    const sending = upload('/api/things', form(), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('reportError', () => {
  it('logs the message and answers it', () => {
    const consoleError = expectConsoleErrors();
    expect(reportError(new ApiError(400, 'X', 'Bad things'))).toBe('Bad things');
    expect(reportError('not an error', 'Fallback')).toBe('Fallback');
    expect(consoleError.mock.calls).toEqual([['Bad things'], ['Fallback']]);
  });
});

describe('callsWithTokenAnswered', () => {
  it('resolves once the calls sent with the token have answered, not before', async () => {
    tokenStore.set('the-token');
    let answer: (() => void) | undefined;
    fakeApi(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(reply.ok([]));
        }),
    );
    const call = api('/api/notifications/getNotify', { method: 'POST', auth: true });
    let answered = false;
    const waited = callsWithTokenAnswered().then(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    answer?.();
    await waited;
    expect(answered).toBe(true);
    expect(await call).toEqual([]);
    tokenStore.clear();
  });
});
