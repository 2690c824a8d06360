/** The public site's contact form. */
export const websiteEndpoints = {};
