import {
  apiPaths,
  DEFAULT_SITE_TEXTS,
  PROJECT_TAGS_MAX,
  type Project,
  ProjectFields,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import { fieldRule } from '../../lib/validation';
import { type ImageEntityKind, imageFocusField } from './image-entity';

/** The form's values: the tags as the field holds them, separated by commas ('rust, web'). */
type ProjectValues = Pick<
  Project,
  | 'title'
  | 'website_link'
  | 'project_link'
  | 'project_link_label'
  | 'website_link_label'
  | 'image_focus'
  | 'description'
  | 'date'
> & { tags: string; case_study: string };

/** The Projects screen of spec §2. */
export const projectsKind: ImageEntityKind<Project, ProjectValues> = {
  type: 'Project',
  heading: 'Projects',
  addLabel: 'Add Project',
  paths: apiPaths.projects,
  feature: { path: apiPaths.projects.featured, isFeatured: (p) => p.featured },
  pull: { path: apiPaths.forges.pull, available: (p) => p.repository?.state === 'ok' },
  uploadField: UPLOAD_FIELDS.project,
  imageLabel: 'Project Image',
  fields: [
    { name: 'title', label: 'Title', rule: fieldRule(ProjectFields, 'title') },
    {
      name: 'website_link',
      label: 'Website Link',
      rule: fieldRule(ProjectFields, 'website_link'),
      hint: 'Optional: a library or a command-line tool may have none, and its card shows no link',
    },
    { name: 'project_link', label: 'Project Link', rule: fieldRule(ProjectFields, 'project_link') },
    {
      name: 'project_link_label',
      label: 'Project Link text',
      rule: fieldRule(ProjectFields, 'project_link_label'),
      hint: `Optional: what the link says (Code, Paper); empty, it says the site's text (${DEFAULT_SITE_TEXTS.projectLink})`,
    },
    {
      name: 'website_link_label',
      label: 'Website Link text',
      rule: fieldRule(ProjectFields, 'website_link_label'),
      hint: `Optional: what the link says (Live, Demo); empty, it says the site's text (${DEFAULT_SITE_TEXTS.websiteLink})`,
    },
    {
      name: 'description',
      label: 'Description',
      rule: fieldRule(ProjectFields, 'description'),
      multiline: true,
    },
    {
      name: 'date',
      label: 'Date',
      rule: fieldRule(ProjectFields, 'date'),
      hint: 'Optional: a year (2024) or a year and month (2024-05)',
    },
    {
      name: 'tags',
      label: 'Tags',
      rule: fieldRule(ProjectFields, 'tags'),
      hint: `Optional: up to ${PROJECT_TAGS_MAX}, separated by commas (rust, web); stored in lower case`,
    },
    {
      name: 'case_study',
      label: 'Case study',
      rule: fieldRule(ProjectFields, 'case_study'),
      multiline: true,
      hint: 'Optional, in Markdown: shown on its own page, linked from the card. No HTML; links start with http:// or https://; images through Insert image.',
      markdown: {
        imageUpload: {
          path: apiPaths.projects.caseStudyImage,
          field: UPLOAD_FIELDS.caseStudyImage,
        },
        preview: apiPaths.projects.caseStudyRender,
      },
    },
    imageFocusField(fieldRule(ProjectFields, 'image_focus')),
  ],
  suggestions: {
    field: 'tags',
    of: (projects) => [...new Set(projects.flatMap((p) => p.tags))].sort(),
  },
  columns: [
    {
      header: 'Title',
      // A project imported (resume.json, a forge) has no image yet: hidden until it has one. One
      // whose repository the forge no longer has stays, marked for the owner.
      cell: (p) =>
        [
          p.title,
          p.project_image === '' ? ' (needs an image)' : '',
          p.repository?.state === 'gone' ? ' (repository gone)' : '',
        ].join(''),
      text: (p) => p.title,
    },
    { header: 'Description', cell: (p) => p.description, text: (p) => p.description, clamp: true },
  ],
  emptyText: 'No projects yet: add the first one.',
  emptyValues: {
    title: '',
    website_link: '',
    project_link: '',
    project_link_label: '',
    website_link_label: '',
    image_focus: '',
    description: '',
    date: '',
    tags: '',
    case_study: '',
  },
  valuesOf: (p) => ({
    title: p.title,
    website_link: p.website_link,
    project_link: p.project_link,
    project_link_label: p.project_link_label,
    website_link_label: p.website_link_label,
    image_focus: p.image_focus,
    description: p.description,
    date: p.date,
    tags: p.tags.join(', '),
    case_study: p.caseStudy ?? '',
  }),
  imageOf: (p) => p.project_image,
};
