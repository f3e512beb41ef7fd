/** Home screen texts (docs/product/routes.md /mob/home, /web/home; docs/product/entities.md home data). Part of the start bundle: keep it short. */
export const en = {
  greeting: 'Hello, {{name}}',
  greetingAnonymous: 'Hello',
  intro: 'Your personal health record in one place.',
  bannersLabel: 'News and campaigns',
  quickLinksHeading: 'Common services',
  editQuickLinks: 'Edit common services',
  allServices: 'All services',
  recommendedHeading: 'Recommended services',
  bookingHeading: 'My bookings',
  bookingCount_one: '{{count}} upcoming booking',
  bookingCount_other: '{{count}} upcoming bookings',
  bookingLink: 'See my bookings',
  maintenanceBadge: 'Maintenance',
  serviceDetails: 'Details of {{name}}',
  notices: 'Notices',
  /** Said after the unread count on the home's way to the notices (heard, not shown: the count shows as a badge). */
  noticesUnreadAfter: 'unread',
  settings: 'Settings',
  noServices: 'No services to show.',
};

export type HomeMessages = typeof en;
