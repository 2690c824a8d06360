/** What the app and its jobs use of the website module. */
export { deliverDueContactMessages } from "./deliver-contact-messages.ts";
