import { apiPaths, type Quote, QuoteBody } from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { fieldRule, focusFirstProblem, textProblem } from '../../lib/validation';

const QUOTE_RULE = fieldRule(QuoteBody, 'quote');
const AUTHOR_RULE = fieldRule(QuoteBody, 'author');

export interface QuoteFormProps {
  onPosted(quote: Quote): void;
  onClose(): void;
}

/**
 * The quote modal (spec §2): a required Quote of at least 5 characters, and 'Post'; beside the
 * spec, who said it (empty: the owner's own words).
 */
export function QuoteForm({ onPosted, onClose }: QuoteFormProps) {
  const [quote, setQuote] = useState('');
  const [author, setAuthor] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [authorProblem, setAuthorProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const found = textProblem(quote, QUOTE_RULE);
    const foundAuthor = textProblem(author, AUTHOR_RULE);
    setProblem(found);
    setAuthorProblem(foundAuthor);
    if (focusFirstProblem(event.currentTarget, { quote: found, author: foundAuthor })) return;
    setPending(true);
    try {
      const posted = await change(
        api<Quote>(apiPaths.quotes.add, {
          method: 'POST',
          auth: true,
          json: author.trim()
            ? { quote: quote.trim(), author: author.trim() }
            : { quote: quote.trim() },
        }),
      );
      onPosted(posted);
    } catch (err) {
      setFailure(reportError(err, 'The quote could not be posted'));
      setPending(false);
    }
  }

  return (
    <Modal title="Post Quote" onClose={onClose} unsaved={quote.trim() !== ''}>
      <form onSubmit={submit} noValidate>
        <Field
          label="Quote"
          error={problem}
          hint={`${QUOTE_RULE.min} to ${QUOTE_RULE.max} characters. Posting it makes it the only active quote.`}
        >
          {(control) => (
            <textarea
              {...control}
              name="quote"
              required
              minLength={QUOTE_RULE.min}
              value={quote}
              onChange={(event) => setQuote(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label="Author (optional)"
          error={authorProblem}
          hint="Who said it; empty when the words are yours (the quote shows your name)"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              name="author"
              value={author}
              onChange={(event) => setAuthor(event.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorMessage message={failure} />
        <button type="submit" className={ui.primary} disabled={pending}>
          Post
        </button>
      </form>
    </Modal>
  );
}
