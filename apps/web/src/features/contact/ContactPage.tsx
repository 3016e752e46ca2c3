import englishContact from 'virtual:messages/en.contact';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactChallenge,
  type ContactPageData,
  type ContactSent,
  publicApiPaths,
} from '@portfolio/contract';
import { type FormEvent, useRef, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { useMessages, usePageHref, useTexts } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { ApiError, publicApi } from '../../lib/public-api';
import styles from './ContactPage.module.css';
import { type ContactRefusal, refusedFields } from './contact-fields';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'sent' }
  | ({ kind: 'refused' } & ContactRefusal);

/** A solved challenge is good for 10 minutes on the server: a newer one is fetched after 8. */
const PROOF_FRESH_MS = 8 * 60_000;

function initialState(contact: ContactPageData): State {
  const { result } = contact;
  if (!result) return { kind: 'idle' };
  return result.sent ? { kind: 'sent' } : { kind: 'refused', message: result.message, fields: {} };
}

/**
 * The server's refusal as the form shows it: on a page in English its message and each field's
 * problem as they come; in another language, in that language's words (a chunk loaded for it).
 */
async function refusalOf(error: ApiError, locale: string | undefined): Promise<ContactRefusal> {
  if (locale !== undefined && !isEnglish(locale)) {
    const { contactRefusalInLanguage } = await import('./contact-refusal');
    return contactRefusalInLanguage(error, locale);
  }
  return { message: error.message, fields: refusedFields(error.details, (problem) => problem) };
}

const isEnglish = (locale: string) => locale.split('-')[0]?.toLowerCase() === 'en';

async function fetchProofOfWork(): Promise<string> {
  const [challenge, { solveProofOfWork }] = await Promise.all([
    publicApi<ContactChallenge>(publicApiPaths.contact.challenge),
    import('./proof-of-work'),
  ]);
  return solveProofOfWork(challenge);
}

/**
 * The contact form. Rendered on the server, it posts as a plain form and the server answers the
 * page again with the outcome. Once hydrated, the browser solves a proof-of-work (fetched when the
 * visitor starts to fill the form) and sends the message with the JSON call; where it cannot (no
 * Web Crypto), the plain form goes instead.
 */
export function ContactPage({ contact }: { contact: ContactPageData }) {
  const [state, setState] = useState<State>(() => initialState(contact));
  // Each served form sends one message: the answer to a message carries the next one's token.
  const [formToken, setFormToken] = useState(contact.formToken);
  const proof = useRef<{ started: number; payload: Promise<string> } | null>(null);
  const values = contact.values;
  const t = useTexts(englishContact);
  const local = usePageHref();
  const locale = useMessages().parts?.locale;

  const startProof = () => {
    const current = proof.current;
    if (current && Date.now() - current.started < PROOF_FRESH_MS) return current.payload;
    const payload = fetchProofOfWork();
    // A failure is dealt with when the form is sent.
    payload.catch(() => undefined);
    proof.current = { started: Date.now(), payload };
    return payload;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    setState({ kind: 'working' });
    let altcha: string;
    try {
      altcha = await startProof();
    } catch {
      // No proof-of-work here (say, a page over plain HTTP has no Web Crypto): the plain form goes.
      form.submit();
      return;
    } finally {
      // Each solution is good once.
      proof.current = null;
    }
    try {
      const answer = await publicApi<ContactSent>(publicApiPaths.contact.send, {
        method: 'POST',
        json: {
          name: field(CONTACT_FIELDS.name),
          email: field(CONTACT_FIELDS.email),
          message: field(CONTACT_FIELDS.message),
          website: field(CONTACT_FIELDS.honeypot),
          formToken: field(CONTACT_FIELDS.formToken),
          altcha,
        },
      });
      form.reset();
      setFormToken(answer.formToken);
      setState({ kind: 'sent' });
    } catch (err) {
      const refusal =
        err instanceof ApiError
          ? await refusalOf(err, locale)
          : { message: t.notSent(), fields: {} };
      setState({ kind: 'refused', ...refusal });
    }
  }

  const problems = state.kind === 'refused' ? state.fields : {};
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.contactHeading()}</h1>
      <section className={styles.card} aria-label={t.contactForm()}>
        {state.kind === 'sent' && (
          <p className={styles.sent} role="status">
            {t.messageSent()}
          </p>
        )}
        <form
          method="post"
          action={local(paths.contact)}
          onSubmit={submit}
          onFocus={() => void startProof()}
        >
          <Field label={t.nameField()} error={problems.name}>
            {(control) => (
              <input
                {...control}
                name={CONTACT_FIELDS.name}
                defaultValue={values?.name}
                required
                maxLength={CONTACT_LIMITS.nameMax}
                autoComplete="name"
              />
            )}
          </Field>
          <Field label={t.emailField()} error={problems.email}>
            {(control) => (
              <input
                {...control}
                name={CONTACT_FIELDS.email}
                type="email"
                defaultValue={values?.email}
                required
                maxLength={CONTACT_LIMITS.emailMax}
                autoComplete="email"
              />
            )}
          </Field>
          <Field label={t.messageField()} error={problems.message}>
            {(control) => (
              <textarea
                {...control}
                name={CONTACT_FIELDS.message}
                defaultValue={values?.message}
                required
                maxLength={CONTACT_LIMITS.messageMax}
                rows={8}
              />
            )}
          </Field>
          <div className={styles.trap} aria-hidden="true">
            <label>
              {t.leaveEmpty()}
              <input
                name={CONTACT_FIELDS.honeypot}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <input type="hidden" name={CONTACT_FIELDS.formToken} value={formToken} />
          {state.kind === 'refused' && <ErrorMessage message={state.message} />}
          <button type="submit" className={styles.send} disabled={state.kind === 'working'}>
            {t.send()}
          </button>
          {state.kind === 'working' && (
            <p className={styles.working} role="status">
              {t.sending()}
            </p>
          )}
        </form>
      </section>
    </div>
  );
}
