import {
  DEFAULT_THEME,
  type JsonResume,
  RESUME_DESIGN_KEYS,
  RESUME_PAGE_SIZE_KEYS,
  type ResumeLayout,
  resolveTheme,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text.js';
import { drawResume, type ResumeJob } from './resume-draw.js';
import { resumeLook } from './resume-look.js';

const RESUME: JsonResume = {
  $schema: 'https://jsonresume.org/schema',
  basics: {
    name: 'Zoë Łukasiewicz-Đoàn',
    label: 'Deep learning engineer',
    summary: 'I build **models** and the [sites](https://x.example) around them.',
    url: 'https://zoe.example',
    email: 'zoe@zoe.example',
    location: { address: 'Kraków' },
    profiles: [
      { network: 'GitHub', username: 'zoe', url: 'https://github.com/zoe' },
      { network: 'LinkedIn', username: 'zoe-l', url: 'https://www.linkedin.com/in/zoe-l' },
    ],
  },
  work: [
    {
      name: 'Acme Corp',
      position: 'Staff engineer',
      location: 'Lisbon',
      url: 'https://acme.example',
      startDate: '2021-09',
      summary: 'Led the billing team.\n\n- Cut costs by half\n- Hired four engineers',
    },
    {
      name: 'Tiny Startup',
      position: 'Intern',
      startDate: '2019',
      endDate: '2019-08',
      summary: '',
    },
  ],
  education: [
    {
      institution: 'Uniwersytet Jagielloński',
      area: 'MSc Computer Science',
      url: 'https://uj.edu.pl',
      startDate: '2016',
      endDate: '2018',
    },
  ],
  projects: [
    {
      name: 'Portfolio engine',
      description: 'A self-hosted portfolio with an admin.',
      url: 'https://github.com/zoe/portfolio',
      startDate: '2024-03',
      keywords: ['typescript', 'fastify'],
    },
  ],
  certificates: [{ name: 'Deep Learning Specialization', issuer: 'Coursera' }],
  skills: [
    { name: 'Skills', keywords: ['Python', 'PyTorch'] },
    { name: 'Tools', keywords: ['Docker'] },
  ],
  interests: [],
  meta: { canonical: 'https://zoe.example/resume.json', version: 'v1.0.0' },
};

const CLASSIC: ResumeLayout = { design: 'classic', pageSize: 'A4' };
const look = resumeLook(resolveTheme({ ...DEFAULT_THEME, font: 'modern' }));

const draw = async (resume: JsonResume, layout = CLASSIC, jobLook = look) => {
  const job: ResumeJob = { resume, look: jobLook, layout };
  return (await drawResume(Buffer.from(JSON.stringify(job)))).data;
};

/** Where each text starts in the document's text, all pages joined: -1 when absent. */
const positions = (text: string, parts: string[]) => parts.map((part) => text.indexOf(part));
const ascending = (numbers: number[]) =>
  numbers.every((value, index) => value >= 0 && (index === 0 || value > (numbers[index - 1] ?? 0)));
const squash = (text: string) => text.replace(/\s+/gu, ' ');

describe('the generated résumé (pdfkit)', () => {
  it('says every section in reading order, as one page of real text', async () => {
    const pdf = await readPdf(await draw(RESUME));
    expect(pdf.pages).toBe(1);
    const text = squash(pdf.text.join('\n'));
    const order = [
      'Zoë Łukasiewicz-Đoàn',
      'Deep learning engineer',
      'Kraków',
      'zoe@zoe.example',
      'Summary',
      'I build models and the sites around them.',
      'Experience',
      'Staff engineer, Acme Corp',
      'Sep 2021 – Present · Lisbon',
      'Led the billing team.',
      '• Cut costs by half',
      'Intern, Tiny Startup',
      '2019 – Aug 2019',
      'Education',
      'MSc Computer Science, Uniwersytet Jagielloński',
      '2016 – 2018',
      'Projects',
      'Portfolio engine',
      'Mar 2024',
      'A self-hosted portfolio with an admin.',
      'typescript, fastify',
      'Skills',
      'Skills: Python, PyTorch',
      'Tools: Docker',
      'Certificates',
      'Deep Learning Specialization · Coursera',
    ];
    expect(positions(text, order)).toSatisfy(ascending);
  });

  it('links the email, site, profiles, employers, schools and projects', async () => {
    const pdf = await readPdf(await draw(RESUME));
    // Each once: a text drawn in two faces (the ń of Jagielloński is latin-ext) is one link.
    expect(pdf.links).toEqual([
      'mailto:zoe@zoe.example',
      'https://zoe.example/',
      'https://github.com/zoe',
      'https://www.linkedin.com/in/zoe-l',
      'https://acme.example/',
      'https://uj.edu.pl/',
      'https://github.com/zoe/portfolio',
    ]);
  });

  it('names its title and author, and outlines its sections', async () => {
    const pdf = await readPdf(await draw(RESUME));
    expect(pdf.title).toBe('Zoë Łukasiewicz-Đoàn: Résumé');
    expect(pdf.author).toBe('Zoë Łukasiewicz-Đoàn');
    expect(pdf.outline).toEqual([
      'Summary',
      'Experience',
      'Education',
      'Projects',
      'Skills',
      'Certificates',
    ]);
  });

  it("embeds every font it uses as a subset: the theme's faces, Inter for the letters they lack", async () => {
    const bytes = await draw(RESUME);
    const { fonts } = await readPdf(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.every((font) => /^[A-Z]{6}\+/u.test(font.name))).toBe(true);
    const families = fonts.map((font) => font.name.slice(7));
    expect(families.some((name) => name.startsWith('SpaceGrotesk'))).toBe(true);
    expect(families.some((name) => name.startsWith('Inter'))).toBe(true);
    expect(bytes.byteLength).toBeLessThan(150_000);
  });

  it('leaves out a section with nothing in it, heading and all', async () => {
    const empty: JsonResume = {
      ...RESUME,
      basics: { ...RESUME.basics, summary: '' },
      work: [],
      projects: [],
      certificates: [],
      skills: [
        { name: 'Skills', keywords: [] },
        { name: 'Tools', keywords: [] },
      ],
    };
    const pdf = await readPdf(await draw(empty));
    const text = pdf.text.join('\n');
    for (const heading of ['Summary', 'Experience', 'Projects', 'Skills', 'Certificates']) {
      expect(text).not.toContain(heading);
    }
    expect(pdf.outline).toEqual(['Education']);
  });

  it('wraps a long name without losing a letter', async () => {
    const name = `${'Maximiliano Alejandro '.repeat(4)}de la Santísima Trinidad Fernández-Öztürk`;
    const pdf = await readPdf(await draw({ ...RESUME, basics: { ...RESUME.basics, name } }));
    expect(squash(pdf.text.join('\n'))).toContain(name);
    expect(pdf.author).toBe(name);
  });

  it('draws Greek and Cyrillic in the faces that hold them, Vietnamese marks too', async () => {
    const pdf = await readPdf(
      await draw({
        ...RESUME,
        basics: { ...RESUME.basics, label: 'Μηχανικός · Инженер · Kỹ sư phần mềm' },
      }),
    );
    expect(squash(pdf.text.join('\n'))).toContain('Μηχανικός · Инженер · Kỹ sư phần mềm');
  });

  it('draws a Hebrew name and an Arabic summary as their letters, in the faces that hold them', async () => {
    const name = 'דנה לוי-כהן';
    const summary = 'مهندسة برمجيات في تل أبيب منذ 2019، أحب الخرائط والبيانات';
    const bytes = await draw({
      ...RESUME,
      basics: { ...RESUME.basics, name, summary },
      work: [{ ...RESUME.work[0], name: 'אוניברסיטת תל אביב' } as JsonResume['work'][number]],
    });
    const pdf = await readPdf(bytes);
    const text = squash(pdf.text.join('\n'));
    expect(text).toContain(name);
    for (const word of summary.split(/[\s،]+/u)) expect(text).toContain(word);
    expect(text).toContain('Staff engineer, אוניברסיטת תל אביב');
    // No glyph is read as a stray character: no control character, no replacement character.
    expect(text).not.toMatch(/[\p{Cc}\uFFFD]/u);
    expect(pdf.links).toContain('https://acme.example/');
    const families = pdf.fonts.map((font) => font.name.slice(7));
    expect(families.some((family) => family.startsWith('NotoSansHebrew'))).toBe(true);
    expect(families.some((family) => family.startsWith('NotoSansArabic'))).toBe(true);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
  });

  it('draws the scripts of India, South-East Asia, the Caucasus and Ethiopia in their Noto faces', async () => {
    // శ్రీ and ភ្នំពេញ are runs fontkit cannot position (a null mark anchor), drawn again without.
    const words: [string, string][] = [
      ['Devanagari', 'सॉफ़्टवेयर इंजीनियर'],
      ['Bengali', 'সফটওয়্যার প্রকৌশলী'],
      ['Gurmukhi', 'ਸਾਫਟਵੇਅਰ ਇੰਜੀਨੀਅਰ'],
      ['Gujarati', 'સોફ્ટવેર એન્જિનિયર'],
      ['Oriya', 'ସଫ୍ଟୱେର ଇଞ୍ଜିନିୟର'],
      ['Tamil', 'மென்பொருள் பொறியாளர்'],
      ['Telugu', 'సాఫ్ట్‌వేర్ ఇంజనీర్ శ్రీ'],
      ['Kannada', 'ಸಾಫ್ಟ್‌ವೇರ್ ಎಂಜಿನಿಯರ್'],
      ['Malayalam', 'സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ'],
      ['Sinhala', 'මෘදුකාංග ඉංජිනේරු'],
      ['Thai', 'วิศวกรซอฟต์แวร์'],
      ['Lao', 'ວິສະວະກອນຊອບແວ'],
      ['Myanmar', 'ဆော့ဖ်ဝဲ အင်ဂျင်နီယာ'],
      ['Khmer', 'វិស្វករកម្មវិធី ភ្នំពេញ'],
      ['Thaana', 'ސޮފްޓްވެއަރ އިންޖިނިއަރ'],
      ['Armenian', 'Ծրագրավորող ինժեներ'],
      ['Georgian', 'პროგრამული ინჟინერი'],
      ['Ethiopic', 'የሶፍትዌር መሐንዲስ'],
    ];
    const label = words.map(([, word]) => word).join(' · ');
    const pdf = await readPdf(await draw({ ...RESUME, basics: { ...RESUME.basics, label } }));
    const families = pdf.fonts.map((font) => font.name.slice(7));
    for (const [script] of words) {
      expect(
        families.some((family) => family.startsWith(`NotoSans${script}`)),
        script,
      ).toBe(true);
    }
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
    // Scripts whose letters are drawn in the order they are written read back as written.
    const text = squash(pdf.text.join('\n'));
    for (const [, word] of words.slice(-3)) expect(text).toContain(word);
    expect(text).not.toMatch(/[\p{Cc}\uFFFD]/u);
  });

  it('draws Japanese, Korean and Chinese in their CJK faces, made static at each weight', async () => {
    const label = 'ソフトウェアエンジニア · 소프트웨어 엔지니어';
    // Roles are set in bold: the faces at 700.
    const position = '软件工程师';
    const resume = {
      ...RESUME,
      basics: { ...RESUME.basics, label },
      work: RESUME.work.map((item) => ({ ...item, position })),
    };
    const theme = resolveTheme({ ...DEFAULT_THEME, font: 'modern' });
    // A Japanese résumé's Han in Japanese forms first, a Chinese one's in Chinese forms; 软, a
    // simplified form, in Chinese's; the hangul in Korean's (Chinese's slices name 어 in their
    // ranges but draw nothing for it).
    for (const language of ['ja', 'zh']) {
      const printed = resumeLook(theme, { text: `${label} ${position}`, language });
      const pdf = await readPdf(await draw(resume, CLASSIC, printed));
      const families = pdf.fonts.map((font) => font.name.slice(7));
      for (const region of ['JP', 'KR', 'SC']) {
        expect(
          families.some((family) => family.startsWith(`NotoSans${region}`)),
          `${language} ${region}`,
        ).toBe(true);
      }
      expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
      const text = squash(pdf.text.join('\n'));
      for (const word of [...label.split(' · '), position]) expect(text).toContain(word);
    }
  });

  it('draws Malayalam in its face, its marks unplaced where fontkit cannot place them', async () => {
    // fontkit 2 reads a mark anchor of Noto Sans Malayalam as null and throws while positioning
    // (GPOSProcessor.getAnchor): such a run is laid out again without placing its marks.
    const label = 'സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ';
    const pdf = await readPdf(await draw({ ...RESUME, basics: { ...RESUME.basics, label } }));
    const families = pdf.fonts.map((font) => font.name.slice(7));
    expect(families.some((family) => family.startsWith('NotoSansMalayalam'))).toBe(true);
    expect(squash(pdf.text.join('\n'))).toContain('Zoë Łukasiewicz-Đoàn');
    expect(squash(pdf.text.join('\n'))).not.toMatch(/[\p{Cc}\uFFFD]/u);
  });

  it('reads each Arabic letter as itself where one glyph draws several (the dotless bodies)', async () => {
    // ب ت ن ي begin words with one body glyph; د and ذ end them with another.
    const summary = 'بنت تين يبني ند نذر';
    const pdf = await readPdf(await draw({ ...RESUME, basics: { ...RESUME.basics, summary } }));
    const text = squash(pdf.text.join('\n'));
    for (const word of summary.split(' ')) expect(text).toContain(word);
  });

  it.each(
    RESUME_DESIGN_KEYS.flatMap((design) =>
      RESUME_PAGE_SIZE_KEYS.map((pageSize) => ({ design, pageSize })),
    ),
  )('sets the $design design on $pageSize paper, every section there', async (layout) => {
    const pdf = await readPdf(await draw(RESUME, layout));
    expect(pdf.size).toEqual(layout.pageSize === 'A4' ? [595.28, 841.89] : [612, 792]);
    const text = squash(pdf.text.join('\n'));
    for (const part of [
      'Zoë Łukasiewicz-Đoàn',
      'Staff engineer, Acme Corp',
      'Python',
      'Coursera',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('reads the side column first in the sidebar design: contact and skills, then the main column', async () => {
    const pdf = await readPdf(await draw(RESUME, { design: 'sidebar', pageSize: 'A4' }));
    const text = squash(pdf.text.join('\n'));
    const order = [
      'Zoë Łukasiewicz-Đoàn',
      'Contact',
      'zoe@zoe.example',
      'GitHub: zoe',
      'Skills',
      'PyTorch',
      'Tools',
      'Docker',
      'Summary',
      'Experience',
      'Staff engineer, Acme Corp',
      'Education',
      'Projects',
      'Certificates',
    ];
    expect(positions(text, order)).toSatisfy(ascending);
    expect(pdf.outline).toEqual([
      'Contact',
      'Skills',
      'Tools',
      'Summary',
      'Experience',
      'Education',
      'Projects',
      'Certificates',
    ]);
  });

  it('keeps a long list of skills in the side column of the first page', async () => {
    const keywords = Array.from({ length: 80 }, (_, index) => `Skill ${index + 1}`);
    const pdf = await readPdf(
      await draw(
        { ...RESUME, skills: [{ name: 'Skills', keywords }] },
        { design: 'sidebar', pageSize: 'Letter' },
      ),
    );
    expect(pdf.pages).toBe(1);
    expect(squash(pdf.text[0] ?? '')).toContain('Skill 80');
  });

  it('runs onto a second page for a long career, each page still text', async () => {
    const work = Array.from({ length: 14 }, (_, index) => ({
      ...RESUME.work[0],
      name: `Company ${index + 1}`,
      position: 'Engineer',
      startDate: '2010',
      summary: 'Built and ran services that many people used every day, with a small team.',
    })) as JsonResume['work'];
    const pdf = await readPdf(await draw({ ...RESUME, work }));
    expect(pdf.pages).toBe(2);
    expect(pdf.text[1]).toContain('Company 14');
  });
});
