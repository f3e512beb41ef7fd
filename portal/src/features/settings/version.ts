/** The portal's version, shown on versionInfo; a unit test keeps it equal to portal/package.json. */
export const appVersion = '0.1.0';
