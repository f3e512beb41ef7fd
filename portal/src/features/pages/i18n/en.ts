/** Texts of notFound, ehrPage, middlePage, iframePage, ssmPage and appointReminder (docs/product/routes.md). */
export const en = {
  notFoundTitle: 'This page does not exist',
  notFoundBody: 'The address may be mistyped, or the service may have moved.',
  goHome: 'Go to the home page',
  allServices: 'See all services',
  notFoundNext: 'Where to go next',
  ehrIntro: 'Your records from the participating organisations, and the health data you enter yourself.',
  ehrRecordsHeading: 'Medical records',
  ehrSelfHeading: 'My own data',
  unsafeTitle: 'This address cannot be opened',
  unsafeBody: 'For your safety the portal only opens secure web addresses.',
  missingTitle: 'No address was given',
  missingBody: 'Go back and choose the service again.',
  openNewWindow: 'Open in a new window',
  leaving: 'You are leaving the portal for {{name}}.',
  leavingUnnamed: 'You are leaving the portal for another website.',
  continue: 'Continue',
  externalService: 'External service',
  bookingCount_one: 'You have {{count}} booking.',
  bookingCount_other: 'You have {{count}} bookings.',
  bookingNone: 'You have no bookings.',
  bookingManage: 'See and manage my bookings',
  reminderIntro: 'Bookings made with the participating organisations.',
  ssmIntro: 'Services of the health services and self-service measurement points.',
  noServices: 'No services are available at the moment.',
};

export type PagesMessages = typeof en;
