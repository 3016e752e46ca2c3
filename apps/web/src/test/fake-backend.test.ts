import { apiPaths, type ErrorCode } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { api, tokenStore } from '../lib/api';
import { checkAnswer, checkRequest } from './contract-check';
import { ContractViolation, takeContractViolations } from './contract-violations';
import { fakeApi, reply } from './fake-api';
import { fakeBackend } from './fake-backend';
import { makeProject, makeQuote, OWNER_TOKEN } from './fixtures';

const UNKNOWN_ID = 'f'.repeat(24);
const messages = (backend: ReturnType<typeof fakeBackend>) =>
  backend.state.notifications.map((n) => [n.notification_msg, n.action, n.status]);

// These texts are the server's (its tests expect the same ones): the fake takes them from the
// contract, and this pins what they read.
describe('the fake backend', () => {
  it('writes the notification the server writes for each change', async () => {
    const project = makeProject({ title: 'Photo sorter', isActive: true });
    const quote = makeQuote({ quote: 'Stay curious', isActive: true });
    const backend = fakeBackend({ projects: [project], quotes: [quote] });
    tokenStore.set(OWNER_TOKEN);
    await api(apiPaths.projects.status(project._id), { method: 'PATCH', auth: true });
    await api(apiPaths.quotes.delete(quote._id), { method: 'DELETE', auth: true });
    expect(messages(backend)).toEqual([
      ['Quote "Stay curious" deleted', 'Delete', 'Success'],
      ['Project "Photo sorter" hidden', 'Status Update', 'Success'],
    ]);
  });

  it("answers an unknown id with the server's 404 and writes the failure notification", async () => {
    const backend = fakeBackend();
    tokenStore.set(OWNER_TOKEN);
    await expect(
      api(apiPaths.projects.delete(UNKNOWN_ID), { method: 'DELETE', auth: true }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No project has this id' });
    backend.failNext(
      'POST',
      apiPaths.quotes.add,
      reply.invalid([{ field: 'quote', message: 'x' }]),
    );
    await expect(
      api(apiPaths.quotes.add, { method: 'POST', auth: true, json: { quote: 'Stay curious' } }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(messages(backend)).toEqual([
      ['Could not create the quote: The request is invalid', 'Create', 'Error'],
      ['Could not delete the project: No project has this id', 'Delete', 'Error'],
    ]);
  });

  it('refuses a change without a live token as the guard does, and notifies nobody', async () => {
    const backend = fakeBackend({ projects: [makeProject({ isActive: false })] });
    await expect(
      api(apiPaths.projects.delete(UNKNOWN_ID), { method: 'DELETE' }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Log in first: the access token is missing, expired or revoked',
    });
    backend.failNext('PUT', apiPaths.profile, reply.forbidden());
    tokenStore.set(OWNER_TOKEN);
    await expect(
      api(apiPaths.profile, { method: 'PUT', auth: true, json: backend.state.profile }),
    ).rejects.toMatchObject({ status: 403, message: 'Only the Admin may do this' });
    expect(backend.state.notifications).toEqual([]);
    expect(await api(apiPaths.projects.list, { method: 'POST' })).toEqual([]);
  });
});

describe('the contract check', () => {
  const list = { method: 'POST', url: apiPaths.projects.list };

  it('refuses an answer that does not match the schema of its call', () => {
    expect(() => checkAnswer(list, reply.ok([makeProject()]))).not.toThrow();
    expect(() => checkAnswer(list, reply.ok([{ ...makeProject(), isActive: 'yes' }]))).toThrow(
      ContractViolation,
    );
    expect(() => checkAnswer(list, reply.ok([makeProject({ createdAt: 'today' })]))).toThrow(
      /\/0\/createdAt/,
    );
  });

  it('refuses an error off the one error shape or with a code the contract lacks', () => {
    expect(() => checkAnswer(list, reply.internal())).not.toThrow();
    expect(() => checkAnswer(list, { status: 500, body: { message: 'Oops' } })).toThrow(
      ContractViolation,
    );
    expect(() => checkAnswer(list, reply.error(400, 'No', 'NOPE' as ErrorCode))).toThrow(
      'has the code NOPE, which is not an ErrorCode',
    );
  });

  it('refuses a body the server would refuse, and leaves paths outside the API alone', () => {
    const post = (json: unknown) => ({ method: 'POST', url: apiPaths.quotes.add, json });
    expect(() => checkRequest(post({ quote: 'Stay curious' }))).not.toThrow();
    expect(() => checkRequest(post({ quote: 'abc' }))).toThrow(ContractViolation);
    expect(() => checkRequest(post({ text: 'Stay curious' }))).toThrow(ContractViolation);
    expect(() => checkAnswer({ method: 'GET', url: '/api/things' }, reply.ok(1))).not.toThrow();
  });

  it('fails the test from within the fake API, even when the app swallows the failure', async () => {
    fakeApi(() => reply.ok({ title: 'not a list' }));
    await expect(fetch(apiPaths.projects.list, { method: 'POST' })).rejects.toThrow(
      ContractViolation,
    );
    expect(takeContractViolations()).toEqual([
      'The 200 answer to POST /api/projects/getprojects does not match the contract: / Expected array',
    ]);
  });
});
