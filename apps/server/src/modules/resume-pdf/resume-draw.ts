import {
  type DrawnWords,
  drawnWords,
  type JsonResume,
  type ResumeLayout,
} from '@portfolio/contract';
import { hasRtl } from './resume-bidi.js';
import { setBidiParagraph } from './resume-bidi-line.js';
import { prepareFaces } from './resume-font-files.js';
import { useFont } from './resume-glyph-text.js';
import { withJoinedLinks } from './resume-links.js';
import type { FontChain, ResumeLook } from './resume-look.js';
import { type DateWords, fontRuns, periodText, plainText } from './resume-text.js';

/** A set résumé: its bytes and its pages. */
export interface SetResume {
  data: Uint8Array;
  pages: number;
}

/**
 * What the image process is sent to set a résumé: its content (the JSON Resume), look and layout;
 * in another language than the site's default, its language, direction and words (none: English,
 * as the résumé was before languages).
 */
export interface ResumeJob {
  resume: JsonResume;
  look: ResumeLook;
  layout: ResumeLayout;
  language?: string;
  dir?: 'ltr' | 'rtl';
  words?: DrawnWords;
}

const ENGLISH = drawnWords('en');

type Doc = PDFKit.PDFDocument;
type Role = keyof ResumeLook['fonts'];

/** pdfkit's names of the paper sizes. */
const SIZE = { A4: 'A4', Letter: 'LETTER' } as const;
const MARGIN = 50;
/** The side column of the sidebar design, and the gap between the columns. */
const SIDE = 160;
const GAP = 24;
/** The space between the lines of a paragraph. */
const LINE_GAP = 1.5;

interface Piece {
  text: string;
  role?: Role;
  color?: string;
  link?: string;
}

interface Box {
  x: number;
  width: number;
}

/** Writes text in the page's flow, each run in the font of the chain that holds it. */
class Writer {
  /** A right-to-left document sets every paragraph from the right. */
  readonly rtl: boolean;
  readonly words: DrawnWords;
  /** Its dates in its language; undefined in English, which says them as before. */
  readonly dates: DateWords | undefined;

  constructor(
    readonly doc: Doc,
    readonly look: ResumeLook,
    public box: Box,
    job: Pick<ResumeJob, 'language' | 'dir' | 'words'>,
  ) {
    this.rtl = job.dir === 'rtl';
    this.words = job.words ?? ENGLISH;
    this.dates =
      job.language === undefined
        ? undefined
        : { language: job.language, present: this.words.present };
  }

  /**
   * One paragraph of pieces (a line that wraps), at a size, then a gap below it. pdfkit sets a
   * left-to-right paragraph; one with Hebrew or Arabic in it is set in visual order by us.
   */
  line(pieces: Piece[], size: number, gapAfter = 2): void {
    const parts = pieces
      .filter((piece) => piece.text !== '')
      .flatMap((piece) =>
        fontRuns(this.look.fonts[piece.role ?? 'body'] as FontChain, piece.text).map((run) => ({
          ...run,
          color: piece.color ?? this.look.text,
          link: piece.link,
        })),
      );
    const { doc } = this;
    if (parts.length === 0) return;
    withJoinedLinks(doc, () => {
      if (this.rtl || hasRtl(parts.map((part) => part.text).join(''))) {
        setBidiParagraph(doc, parts, this.box, size, LINE_GAP, this.rtl);
        return;
      }
      for (const [index, part] of parts.entries()) {
        const options = {
          width: this.box.width,
          continued: index < parts.length - 1,
          lineGap: LINE_GAP,
          link: part.link ?? null,
          underline: false,
        };
        useFont(doc, part.path, size).fillColor(part.color);
        if (index === 0) doc.text(part.text, this.box.x, doc.y, options);
        else doc.text(part.text, options);
      }
    });
    doc.y += gapAfter;
  }

  /** Room for at least this much below, or a new page. */
  keep(height: number): void {
    const { doc } = this;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  /** A section's title in the accent, a rule under it, and an entry in the outline. */
  heading(title: string): void {
    const { doc, look, box } = this;
    this.keep(60);
    doc.y += 8;
    doc.outline.addItem(title);
    this.line([{ text: title, role: 'heading', color: look.accent }], 12.5, 1);
    doc
      .moveTo(box.x, doc.y)
      .lineTo(box.x + box.width, doc.y)
      .lineWidth(0.75)
      .strokeColor(look.accent)
      .stroke();
    doc.y += 5;
  }
}

const joined = (pieces: Piece[], separator: string, color: string): Piece[] =>
  pieces.flatMap((piece, index) => (index === 0 ? [piece] : [{ text: separator, color }, piece]));

/** The owner's ways to be reached: location, email, site and profiles, each a link. */
function contactPieces(resume: JsonResume): Piece[] {
  const { basics } = resume;
  return [
    ...(basics.location.address ? [{ text: basics.location.address }] : []),
    ...(basics.email ? [{ text: basics.email, link: `mailto:${basics.email}` }] : []),
    { text: basics.url.replace(/^https?:\/\//u, ''), link: basics.url },
    ...basics.profiles.map((profile) => ({
      text: `${profile.network}: ${profile.username ?? profile.url.replace(/^https?:\/\//u, '')}`,
      link: profile.url,
    })),
  ];
}

/** The sections of the main column, in order; a section with nothing in it is left out whole. */
function sections(resume: JsonResume, skillsHere: boolean, titles: DrawnWords['sections']) {
  const skills = resume.skills.filter((group) => group.keywords.length > 0);
  return [
    { title: titles.experience, items: resume.work, draw: drawWork },
    { title: titles.education, items: resume.education, draw: drawEducation },
    { title: titles.projects, items: resume.projects, draw: drawProjects },
    { title: titles.skills, items: skillsHere ? skills : [], draw: drawSkills },
    { title: titles.certificates, items: resume.certificates, draw: drawCertificates },
  ] as const;
}

/**
 * An entry's first two lines: `what, where` in strong type (`where` linked to `url`, in the
 * accent, if it has one), then `when` in muted type, `gap` above what follows.
 */
function drawEntryHead(
  w: Writer,
  head: { what: string; where: string; url: string | undefined; when: string; gap: number },
) {
  const { look } = w;
  w.line(
    [
      { text: head.what, role: 'strong' },
      { text: ', ', role: 'strong' },
      {
        text: head.where,
        role: 'strong',
        color: head.url ? look.accent : look.text,
        link: head.url,
      },
    ],
    10.5,
    0,
  );
  w.line([{ text: head.when, color: look.muted }], 9, head.gap);
}

function drawWork(w: Writer, resume: JsonResume) {
  for (const job of resume.work) {
    const when = [periodText(job.startDate, job.endDate, true, w.dates), job.location]
      .filter(Boolean)
      .join(' · ');
    w.keep(40);
    drawEntryHead(w, { what: job.position, where: job.name, url: job.url, when, gap: 2 });
    w.line([{ text: plainText(job.summary) }], 9.5, 6);
  }
}

function drawEducation(w: Writer, resume: JsonResume) {
  for (const study of resume.education) {
    const when = periodText(study.startDate, study.endDate, true, w.dates);
    w.keep(30);
    drawEntryHead(w, { what: study.area, where: study.institution, url: study.url, when, gap: 6 });
  }
}

function drawProjects(w: Writer, resume: JsonResume) {
  const { look } = w;
  for (const project of resume.projects) {
    w.keep(30);
    w.line(
      [
        { text: project.name, role: 'strong', color: look.accent, link: project.url },
        ...(project.startDate
          ? [
              {
                text: ` · ${periodText(project.startDate, undefined, false, w.dates)}`,
                color: look.muted,
              },
            ]
          : []),
      ],
      10.5,
      0,
    );
    w.line([{ text: project.description }], 9.5, 1);
    if (project.keywords) w.line([{ text: project.keywords.join(', '), color: look.muted }], 9, 6);
    else w.doc.y += 5;
  }
}

function drawSkills(w: Writer, resume: JsonResume) {
  for (const group of resume.skills.filter((item) => item.keywords.length > 0)) {
    w.line(
      [{ text: `${group.name}: `, role: 'strong' }, { text: group.keywords.join(', ') }],
      9.5,
      4,
    );
  }
}

function drawCertificates(w: Writer, resume: JsonResume) {
  for (const certificate of resume.certificates) {
    w.line(
      [
        { text: certificate.name, role: 'strong' },
        ...(certificate.issuer ? [{ text: ` · ${certificate.issuer}`, color: w.look.muted }] : []),
      ],
      9.5,
      3,
    );
  }
}

/** The name, the headline, and in the classic design the contact line under them. */
function drawHeader(w: Writer, resume: JsonResume, withContact: boolean) {
  const { look } = w;
  w.line([{ text: resume.basics.name, role: 'heading' }], 22, 2);
  w.line([{ text: resume.basics.label, color: look.accent }], 12, 4);
  if (withContact) w.line(joined(contactPieces(resume), '  ·  ', look.muted), 9, 6);
}

function drawSummary(w: Writer, resume: JsonResume) {
  const summary = plainText(resume.basics.summary);
  if (summary === '') return;
  w.heading(w.words.sections.summary);
  w.line([{ text: summary }], 9.5, 4);
}

function drawMain(w: Writer, resume: JsonResume, skillsHere: boolean) {
  for (const section of sections(resume, skillsHere, w.words.sections)) {
    if (section.items.length === 0) continue;
    w.heading(section.title);
    section.draw(w, resume);
  }
}

/** A group of more keywords than this is one paragraph in the side column, not a line each. */
const SIDE_LIST_MAX = 12;

/**
 * The side column: contact (each on its line) and skills, on the first page (a long group as one
 * paragraph, so that the column stays on it).
 */
function drawSide(w: Writer, resume: JsonResume) {
  w.heading(w.words.sections.contact);
  for (const piece of contactPieces(resume)) w.line([piece], 9, 3);
  for (const group of resume.skills.filter((item) => item.keywords.length > 0)) {
    w.heading(group.name);
    if (group.keywords.length > SIDE_LIST_MAX) {
      w.line([{ text: group.keywords.join(', ') }], 9, 2);
    } else {
      for (const keyword of group.keywords) w.line([{ text: keyword }], 9, 2);
    }
  }
}

/**
 * Sets a résumé (run in the image process) with pdfkit: real text in reading order, each face
 * embedded as a subset of the glyphs it draws, links clickable, the title and author in its
 * metadata and each section in its outline. Answers the PDF's bytes and its page count.
 */
export async function drawResume(jobBytes: Buffer): Promise<SetResume> {
  const job = JSON.parse(jobBytes.toString('utf8')) as ResumeJob;
  const { resume, look, layout } = job;
  const words = job.words ?? ENGLISH;
  await prepareFaces(Object.values(look.fonts).flatMap((chain) => chain.map((file) => file.path)));
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: SIZE[layout.pageSize],
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: job.language ?? 'en',
    displayTitle: true,
    // The side column is set first, then the main column from the top of the first page again;
    // a link is drawn on its page once its paragraph is set (resume-links.ts).
    bufferPages: true,
    // No face of pdfkit's own: each text sets one of ours first (useFont).
    font: null as unknown as string,
    info: {
      Title: `${resume.basics.name}: ${words.resume}`,
      Author: resume.basics.name,
      Subject: resume.basics.label,
      Creator: resume.basics.url,
    },
  });
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const full = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
  const w = new Writer(doc, look, full, job);
  if (layout.design === 'classic') {
    drawHeader(w, resume, true);
    drawSummary(w, resume);
    drawMain(w, resume, true);
  } else {
    drawHeader(w, resume, false);
    const top = doc.y;
    w.box = { x: MARGIN, width: SIDE };
    drawSide(w, resume);
    doc.switchToPage(0);
    doc.y = top;
    w.box = { x: MARGIN + SIDE + GAP, width: full.width - SIDE - GAP };
    drawSummary(w, resume);
    drawMain(w, resume, false);
  }
  doc.end();
  await ended;
  return { data: new Uint8Array(Buffer.concat(chunks)), pages };
}
