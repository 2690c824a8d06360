import { createContext } from "react";

/**
 * True while the build renders the app's fallback page (the HTML every
 * client-side route starts from): it matches `/` but must ship the router's
 * scripts and none of the public site's.
 */
export const SpaFallbackContext = createContext(false);
