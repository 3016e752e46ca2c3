import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactPageData,
  contactRefusalIn,
  ENGLISH_SERVER_TEXTS,
  ErrorCode,
  type PageLanguage,
  publicPath,
  splitLanguagePath,
} from '@portfolio/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { named } from '../lib/route-plugins.js';
import {
  type ContactFields,
  contactSender,
  loadContactPage,
  sendContactMessage,
} from '../modules/contact/contact.service.js';
import type { HtmlContext } from './html.routes.js';
import { pageLanguageOf } from './page-language.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const HTML_TYPE = 'text/html; charset=utf-8';

/** The fields of a posted form; a field sent twice counts once (its first value). */
function readForm(body: unknown): ContactFields {
  const form = body instanceof URLSearchParams ? body : new URLSearchParams();
  const field = (name: string) => form.get(name) ?? '';
  return {
    name: field(CONTACT_FIELDS.name),
    email: field(CONTACT_FIELDS.email),
    message: field(CONTACT_FIELDS.message),
    website: field(CONTACT_FIELDS.honeypot),
    formToken: field(CONTACT_FIELDS.formToken),
    altcha: field(CONTACT_FIELDS.proofOfWork) || undefined,
  };
}

/**
 * The contact page's form posted as a plain HTML form (a browser without script): the message is
 * checked and stored as the JSON call does it, and the answer is the contact page rendered on the
 * server, saying it was sent, or why not (with the status of the refusal and the fields refilled).
 * The page in another of the site's languages posts to its own address (`/pt/contact`) and is
 * answered in its language, the refusal's words too (its catalogue's, `contactRefusalIn`); a
 * prefix that is none of them is the 404 of an unknown route. The JSON call's errors stay
 * English: they are for clients.
 */
export function contactFormRoutes(html: HtmlContext): FastifyPluginAsync {
  return named('contactFormRoutes', async (app) => {
    const { deps } = app;
    const path = publicPath('contact');
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, new URLSearchParams(body.toString()));
    });

    async function answerForm(
      request: FastifyRequest,
      reply: FastifyReply,
      pageLanguage: PageLanguage | undefined,
    ) {
      html.limitPages(request);
      const fields = readForm(request.body);
      // The answer's words are the page's language's; a site in English alone says the spec's.
      const texts = pageLanguage
        ? await html.web.texts(pageLanguage.language)
        : ENGLISH_SERVER_TEXTS;
      let status = 200;
      let contact: ContactPageData | undefined;
      try {
        await sendContactMessage(deps, fields, contactSender(request, false));
        contact = await loadContactPage(deps);
        if (contact)
          contact = { ...contact, result: { sent: true, message: texts.contact('sent') } };
      } catch (error) {
        // A refusal is answered on the page; anything else is the app's 500.
        if (!(error instanceof AppError)) throw error;
        status = error.statusCode;
        if (error.headers) reply.headers(error.headers);
        contact = await loadContactPage(deps);
        // What another site's page posted is not shown back on ours.
        const values =
          error.code === ErrorCode.FORBIDDEN
            ? undefined
            : { name: fields.name, email: fields.email, message: fields.message };
        if (contact) {
          const message = contactRefusalIn(texts, error.message, error.details);
          contact = { ...contact, result: { sent: false, message }, values };
        }
      }
      const loaded = await html.loadPage(path, {}, pageLanguage);
      if ('redirect' in loaded) return reply.redirect(loaded.redirect, 301);
      const data = { ...loaded.data, contact };
      const page = await html.web.publicPage(path, data, loaded.themeHead);
      return reply
        .code(contact ? status : page.status)
        .type(HTML_TYPE)
        .headers({ ...html.headers, 'cache-control': 'no-store' })
        .send(page.body);
    }

    const options = { bodyLimit: CONTACT_LIMITS.bodyMaxBytes, schema: { hide: true } };
    app.post(path, options, async (request, reply) => {
      const site = await html.languages();
      return answerForm(
        request,
        reply,
        pageLanguageOf(site, path, site.defaultLanguage, undefined),
      );
    });
    app.post<{ Params: { language: string } }>(
      `/:language${path}`,
      options,
      async (request, reply) => {
        const site = await html.languages();
        const inLanguage = splitLanguagePath(`/${request.params.language}${path}`, site);
        if (!inLanguage) return reply.callNotFound();
        const language = pageLanguageOf(site, path, inLanguage.language, undefined);
        return answerForm(request, reply, language);
      },
    );
  });
}
