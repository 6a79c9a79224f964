import { defineResource } from '../define';
import { f } from '../fields';
import { cmsCommon, publishedOnly, TODAY_IST } from './content';

/**
 * Content management, the blocks of the public site: key features (features/keys), the product
 * journey, team, sponsors and benefits (spec §2 "add/edit"), plus events & media and web
 * banners (spec §3 CMS items without a route of their own in §2).
 */
const block = { feature: 'CMS', menuGroup: 'Content management', defaultSort: ['sort_order', 'ASC'] } as const;

export const contentBlockResources = [
  defineResource({
    ...block,
    name: 'cms-key-features',
    table: 'cms_key_features',
    label: 'Key features',
    recordLabel: 'Key feature',
    titleField: 'title',
    route: 'content-management/features/keys',
    fields: {
      title: f.string('Title', { required: true, max: 160, searchable: true, sortable: true, list: true }),
      description: f.text('Description', { max: 2000 }),
      icon: f.string('Icon', { max: 500 }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['title', 'description', 'icon', 'sort_order']),
  }),
  defineResource({
    ...block,
    name: 'cms-journey-entries',
    table: 'cms_journey_entries',
    label: 'Journey',
    recordLabel: 'Journey milestone',
    titleField: 'title',
    route: 'content-management/journey',
    defaultSort: ['year', 'ASC'],
    fields: {
      year: f.integer('Year', { required: true, min: 1990, max: 2100, sortable: true, filter: true, list: true }),
      title: f.string('Title', { required: true, max: 160, searchable: true, list: true }),
      description: f.text('Description', { max: 2000 }),
      image: f.string('Image', { max: 500 }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['year', 'title', 'description', 'image', 'sort_order']),
  }),
  defineResource({
    ...block,
    name: 'cms-team-members',
    table: 'cms_team_members',
    label: 'Team',
    recordLabel: 'Team member',
    titleField: 'name',
    route: 'content-management/team',
    fields: {
      name: f.string('Name', { required: true, max: 120, searchable: true, sortable: true, list: true }),
      designation: f.string('Designation', { max: 120, list: true }),
      bio: f.text('Bio', { max: 2000 }),
      photo: f.string('Photo', { max: 500 }),
      linkedin_url: f.url('LinkedIn', { max: 500 }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['name', 'designation', 'bio', 'photo', 'linkedin_url', 'sort_order']),
  }),
  defineResource({
    ...block,
    name: 'cms-sponsors',
    table: 'cms_sponsors',
    label: 'Sponsors',
    recordLabel: 'Sponsor',
    titleField: 'name',
    route: 'content-management/sponsor',
    fields: {
      name: f.string('Name', { required: true, max: 160, searchable: true, sortable: true, list: true }),
      logo: f.string('Logo', { max: 500 }),
      website_url: f.url('Website', { max: 500, list: true }),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['name', 'logo', 'website_url', 'sort_order']),
  }),
  defineResource({
    ...block,
    name: 'cms-benefits',
    table: 'cms_benefits',
    label: 'Benefits',
    recordLabel: 'Benefit',
    titleField: 'title',
    route: 'content-management/benefits',
    fields: {
      title: f.string('Title', { required: true, max: 160, searchable: true, sortable: true, list: true }),
      description: f.text('Description', { max: 2000 }),
      icon: f.string('Icon', { max: 500 }),
      audience: f.enum(
        'For',
        [
          { id: 'all', name: 'Everyone' },
          { id: 'supplier', name: 'Suppliers' },
          { id: 'buyer', name: 'Buyers' },
        ],
        { default: 'all', filter: true, list: true },
      ),
      ...cmsCommon,
    },
    publicRead: publishedOnly(['title', 'description', 'icon', 'audience', 'sort_order']),
  }),
  defineResource({
    ...block,
    name: 'cms-events',
    table: 'cms_events',
    label: 'Events & media',
    recordLabel: 'Event or media item',
    titleField: 'title',
    route: 'content-management/events',
    defaultSort: ['event_date', 'DESC'],
    fields: {
      title: f.string('Title', { required: true, max: 200, searchable: true, sortable: true, list: true }),
      slug: f.slug('Slug', { required: true, max: 160 }),
      kind: f.enum(
        'Kind',
        [
          { id: 'event', name: 'Event' },
          { id: 'media', name: 'Media coverage' },
        ],
        { default: 'event', filter: true, list: true },
      ),
      description: f.richtext('Description', { max: 50000 }),
      event_date: f.date('Date', { sortable: true, filter: true, list: true }),
      location: f.string('Location', { max: 160, list: true }),
      cover_image: f.string('Cover image', { max: 500 }),
      link_url: f.url('Link', { max: 500 }),
      ...cmsCommon,
    },
    // Events & Media (/events); the gallery (/gallery) is the cover images of these same items.
    publicRead: publishedOnly(['title', 'slug', 'kind', 'description', 'event_date', 'location', 'cover_image', 'link_url', 'sort_order'], {
      key: 'slug',
    }),
  }),
  defineResource({
    ...block,
    name: 'cms-banners',
    table: 'cms_banners',
    label: 'Web banners',
    recordLabel: 'Web banner',
    titleField: 'title',
    route: 'content-management/web-banners',
    fields: {
      title: f.string('Title', { required: true, max: 160, searchable: true, list: true }),
      image: f.string('Image', { required: true, max: 500 }),
      link_url: f.url('Link', { max: 500 }),
      placement: f.enum(
        'Placement',
        [
          { id: 'home', name: 'Home page' },
          { id: 'dashboard', name: 'Member dashboard' },
          { id: 'login', name: 'Sign-in page' },
        ],
        { default: 'home', filter: true, list: true },
      ),
      starts_on: f.date('Shown from', { sortable: true, filter: true, list: true }),
      ends_on: f.date('Shown until', { sortable: true, filter: true, list: true }),
      ...cmsCommon,
    },
    // A banner shows only inside its dates (IST calendar days, both ends included).
    publicRead: publishedOnly(['title', 'image', 'link_url', 'placement', 'starts_on', 'ends_on', 'sort_order'], {
      whereSql: [`starts_on IS NULL OR starts_on <= ${TODAY_IST}`, `ends_on IS NULL OR ends_on >= ${TODAY_IST}`],
    }),
  }),
];
