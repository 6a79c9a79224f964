import { defineResource } from '../define';
import { f, PUBLISH_STATE } from '../fields';
import type { FieldDef, PublicReadDef } from '../types';

/**
 * Content management (spec §2): the pages, posts, FAQs, jobs, testimonials, user manuals and
 * media of the "cms/…" admin routes. Home and about are single pages kept in cms_pages, shown
 * as their own screens through baseFilter on `kind`. The other CMS blocks are in contentBlocks.ts.
 */
export const cmsCommon = {
  publish: f.enum('Publish', PUBLISH_STATE, { default: 0, filter: true, sortable: true, list: true }),
  sort_order: f.integer('Sort order', { min: 0, max: 100000, default: 0, sortable: true, list: true }),
} satisfies Record<string, FieldDef>;

/**
 * The public site reads only published items (spec §4 publish 1; drafts never show; deleting a CMS
 * item removes its row), and only the fields it shows — never the publish state or timestamps.
 */
export const publishedOnly = (fields: readonly string[], more: Omit<PublicReadDef, 'fields' | 'where'> = {}): PublicReadDef => ({
  fields,
  where: { publish: 1 },
  ...more,
});

/** Today's date in India, for date windows (a banner shown until a date is shown all that day, IST). */
export const TODAY_IST = "(now() AT TIME ZONE 'Asia/Kolkata')::date";

/** Spec §3: the page SEO robots values. */
const ROBOTS = [
  { id: 'index, follow', name: 'index, follow' },
  { id: 'index, nofollow', name: 'index, nofollow' },
  { id: 'noindex, nofollow', name: 'noindex, nofollow' },
  { id: 'noindex, follow', name: 'noindex, follow' },
] as const;
/** Spec §1 help topics, used as FAQ categories. */
export const HELP_TOPICS = [
  { id: 'general', name: 'General' },
  { id: 'orders', name: 'Orders' },
  { id: 'products', name: 'Products' },
  { id: 'delivery', name: 'Delivery' },
  { id: 'return', name: 'Return' },
  { id: 'offers', name: 'Offers' },
] as const;

const seoFields = {
  seo_title: f.string('SEO title', { max: 200 }),
  seo_description: f.text('SEO description', { max: 320 }),
  seo_keywords: f.string('SEO keywords', { max: 300, help: 'Comma-separated.' }),
} satisfies Record<string, FieldDef>;

const pageFields = {
  title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
  slug: f.slug('Slug', { required: true, max: 160, searchable: true, list: true, help: 'The page address: /p/{slug}.' }),
  body: f.richtext('Content', { max: 200000 }),
  ...seoFields,
  canonical_url: f.url('Canonical link', { max: 500, help: 'Leave empty for the site address plus the page path.' }),
  robots: f.enum('Robots', ROBOTS, { default: 'index, follow', filter: true }),
  publish: cmsCommon.publish,
} satisfies Record<string, FieldDef>;

const pagePublicFields = ['title', 'slug', 'body', 'seo_title', 'seo_description', 'seo_keywords', 'canonical_url', 'robots'];

const page = (name: string, label: string, recordLabel: string, kind: 'home' | 'about' | 'page', route: string) =>
  defineResource({
    name,
    table: 'cms_pages',
    label,
    recordLabel,
    titleField: 'title',
    feature: 'CMS',
    menuGroup: 'Content management',
    route,
    baseFilter: { kind },
    fields: pageFields,
    // Free pages are read by slug (/p/{slug}); the home and about pages are one published row each.
    publicRead: publishedOnly(pagePublicFields, kind === 'page' ? { key: 'slug' } : {}),
  });

export const contentResources = [
  page('cms-home', 'Home page', 'Home page', 'home', 'content-management/cms/home'),
  page('cms-about', 'About page', 'About page', 'about', 'content-management/cms/about'),
  page('cms-pages', 'Pages', 'Page', 'page', 'content-management/cms/page'),
  defineResource({
    name: 'cms-faqs',
    table: 'cms_faqs',
    label: 'FAQs',
    recordLabel: 'FAQ',
    titleField: 'query',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/faq',
    defaultSort: ['sort_order', 'ASC'],
    fields: {
      // Spec §5: in the FAQ form, answer and query are required.
      query: f.text('Query', { required: true, max: 500, searchable: true, list: true }),
      answer: f.richtext('Answer', { required: true, max: 20000, searchable: true }),
      category: f.enum('Category', HELP_TOPICS, { default: 'general', filter: true, list: true }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['query', 'answer', 'category', 'sort_order'], {
      description: 'Group them by `category`, in the order of HELP_TOPICS (general, orders, products, delivery, return, offers).',
    }),
  }),
  defineResource({
    name: 'cms-posts',
    table: 'cms_posts',
    label: 'Blog posts',
    recordLabel: 'Blog post',
    titleField: 'title',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/post',
    defaultSort: ['published_at', 'DESC'],
    fields: {
      title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
      slug: f.slug('Slug', { required: true, max: 160, searchable: true }),
      excerpt: f.text('Excerpt', { max: 500 }),
      body: f.richtext('Content', { max: 200000 }),
      cover_image: f.string('Cover image', { max: 500 }),
      author: f.string('Author', { max: 120, list: true }),
      ...seoFields,
      published_at: f.datetime('Published on', { sortable: true, filter: true, list: true }),
      publish: cmsCommon.publish,
    },
    // A post dated in the future is scheduled: it shows from that moment on.
    publicRead: publishedOnly(
      ['title', 'slug', 'excerpt', 'body', 'cover_image', 'author', 'seo_title', 'seo_description', 'seo_keywords', 'published_at'],
      { key: 'slug', whereSql: ['coalesce(published_at, created_at) <= now()'] },
    ),
  }),
  defineResource({
    name: 'cms-jobs',
    table: 'cms_jobs',
    label: 'Jobs',
    recordLabel: 'Job',
    titleField: 'title',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/job',
    fields: {
      title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
      slug: f.slug('Slug', { required: true, max: 160 }),
      department: f.string('Department', { max: 80, list: true }),
      location: f.string('Location', { max: 120, searchable: true, list: true }),
      employment_type: f.enum(
        'Employment type',
        [
          { id: 'full_time', name: 'Full time' },
          { id: 'part_time', name: 'Part time' },
          { id: 'contract', name: 'Contract' },
          { id: 'internship', name: 'Internship' },
        ],
        { default: 'full_time', filter: true, list: true },
      ),
      experience: f.string('Experience', { max: 80 }),
      description: f.richtext('Description', { max: 50000 }),
      apply_email: f.email('Apply by email'),
      closes_on: f.date('Closes on', { sortable: true, filter: true, list: true }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(
      ['title', 'slug', 'department', 'location', 'employment_type', 'experience', 'description', 'apply_email', 'closes_on', 'sort_order'],
      { key: 'slug', whereSql: [`closes_on IS NULL OR closes_on >= ${TODAY_IST}`] },
    ),
  }),
  defineResource({
    name: 'cms-testimonials',
    table: 'cms_testimonials',
    label: 'Testimonials',
    recordLabel: 'Testimonial',
    titleField: 'name',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/testimonial',
    defaultSort: ['sort_order', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, max: 120, searchable: true, sortable: true, list: true }),
      designation: f.string('Designation', { max: 120 }),
      company: f.string('Company', { max: 160, searchable: true, list: true }),
      message: f.text('Message', { required: true, max: 2000 }),
      rating: f.integer('Rating', { min: 1, max: 5, filter: true, sortable: true, list: true }),
      photo: f.string('Photo', { max: 500 }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['name', 'designation', 'company', 'message', 'rating', 'photo', 'sort_order']),
  }),
  defineResource({
    name: 'cms-user-manuals',
    table: 'cms_user_manuals',
    label: 'User manuals',
    recordLabel: 'User manual',
    titleField: 'title',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/user-manual',
    defaultSort: ['sort_order', 'ASC'],
    fields: {
      title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
      slug: f.slug('Slug', { required: true, max: 160 }),
      audience: f.enum(
        'For',
        [
          { id: 'customer', name: 'Members' },
          { id: 'agent', name: 'Agents' },
          { id: 'admin', name: 'Staff' },
        ],
        { default: 'customer', filter: true, list: true },
      ),
      body: f.richtext('Content', { max: 200000 }),
      file_path: f.string('PDF file', { max: 500 }),
      video_url: f.url('Video link', { max: 500 }),
      ...cmsCommon,
    },
    // /tutorial is a customer route (spec §2): members read the manuals written for members.
    publicRead: {
      fields: ['title', 'slug', 'body', 'file_path', 'video_url', 'sort_order'],
      where: { publish: 1, audience: 'customer' },
      key: 'slug',
      visibleTo: 'members',
    },
  }),
  defineResource({
    name: 'media-files',
    table: 'media_files',
    label: 'Media',
    recordLabel: 'Media file',
    titleField: 'original_name',
    feature: 'CMS',
    menuGroup: 'Content management',
    route: 'content-management/cms/media',
    createdThrough: 'POST /api/media/upload',
    fields: {
      original_name: f.string('File name', { readOnly: true, max: 255, searchable: true, list: true }),
      file_path: f.string('Path', { readOnly: true, max: 500, list: true }),
      mime_type: f.string('Type', { readOnly: true, max: 120, filter: true, list: true }),
      size_bytes: f.integer('Size (bytes)', { readOnly: true, min: 1, sortable: true, list: true }),
      alt_text: f.string('Alt text', { max: 255, searchable: true }),
      uploaded_by: f.ref('Uploaded by', 'admin-users', { readOnly: true, list: true }),
    },
  }),
];
