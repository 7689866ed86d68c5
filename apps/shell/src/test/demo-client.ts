/** The demo client `client@marquee.test` as the client API answers it, and the device of a desktop browser. */
export const DEMO_CLIENT = {
  id: 'marquee|demo-client',
  icu: 'marquee|demo-client',
  name: 'Camille Martin',
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'client@marquee.test',
  photoUrl: null,
  favoriteCinemas: [],
  newsletterSubscription: false,
  cinepassSubscription: false,
  cinepassType: null,
  registered: true,
  emailVerify: true,
  firstLogin: false,
  mailCommunicationBrand: false,
  sendNewsletter: false,
  loyaltyLevel: 'standard',
  newLeadId: null,
  subscription: null,
  newPlan: null,
  nextPlanExecutionDate: null,
};

/** A desktop browser outside the app's web view. */
export const DESKTOP_DEVICE = { viewport: 'desktop', webview: false } as const;
