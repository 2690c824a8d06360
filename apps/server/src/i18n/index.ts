/** The API's messages in the product's languages: for the HTTP answers, mails and jobs. */
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  negotiateLanguage,
} from "./languages.ts";
export { lookup, translate, translateBody } from "./translate.ts";
