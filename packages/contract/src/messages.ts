/**
 * Texts that the server sends and the web app shows, word for word as the
 * product's specification and its HTTP contract pin them.
 */
export const ERROR_MESSAGES = {
  notFound: "Not found.",
  invalidPage: "Invalid page.",
  permissionDenied: "You do not have permission to perform this action.",
  notAuthenticated: "Authentication credentials were not provided.",
  serverError: "A server error occurred.",
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  unsupportedMediaType: (mediaType: string) => `Unsupported media type "${mediaType}" in request.`,
  jsonParseError: (reason: string) => `JSON parse error - ${reason}`,
  multipartParseError: (reason: string) => `Multipart form parse error - ${reason}`,
  /** Django's `bad_request` view: a Host outside ALLOWED_HOSTS, a request Node cannot parse. */
  badRequest: "Bad Request (400)",
  /** DRF's ServiceUnavailable: a statement that ran past the database's time limit. */
  serviceUnavailable: "Service temporarily unavailable, try again later.",
  /** Django's TooManyFilesSent, TooManyFieldsSent and RequestDataTooBig, with the limits named. */
  tooManyFiles: (max: number) => `The number of files exceeded ${max}.`,
  tooManyFields: (max: number) => `The number of fields exceeded ${max}.`,
  requestTooLarge: "Request body exceeded the size limit.",
  headersTooLarge: "Request header fields too large.",
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? "" : "s"}.`,
} as const;

/** DRF's field-level validation messages. */
export const FIELD_MESSAGES = {
  required: "This field is required.",
  notNull: "This field may not be null.",
  notBlank: "This field may not be blank.",
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidInteger: "A valid integer is required.",
  invalidNumber: "A valid number is required.",
  minValue: (min: number | string) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number | string) => `Ensure this value is less than or equal to ${max}.`,
  maxDigits: (digits: number) => `Ensure that there are no more than ${digits} digits in total.`,
  maxDecimalPlaces: (places: number) =>
    `Ensure that there are no more than ${places} decimal places.`,
  maxWholeDigits: (digits: number) =>
    `Ensure that there are no more than ${digits} digits before the decimal point.`,
  stringTooLarge: "String value too large.",
  invalidBoolean: "Must be a valid boolean.",
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  invalidEmail: "Enter a valid email address.",
  invalidDatetime:
    "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
  invalidPk: (pk: string | number) => `Invalid pk "${pk}" - object does not exist.`,
  nullCharacters: "Null characters are not allowed.",
  invalidFilterChoice: "Select a valid choice. That choice is not one of the available choices.",
  notADictionary: (got: string) => `Invalid data. Expected a dictionary, but got ${got}.`,
  invalidDate: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  tooManySearchTerms: (max: number) => `Ensure this search has no more than ${max} terms.`,
} as const;

/** Spec §5 and §8: messages the web app raises itself. */
export const CLIENT_MESSAGES = {
  increaseUserAmountFailed: "Error while increasing current user amount",
  changeNextUserAmountFailed: "Error while changing next user amount",
} as const;

/** Spec §8/§9: list wording (English; the web app's locale files carry the German). */
export const LIST_MESSAGES = {
  loading: "Loading items...",
  empty: "No data available",
  noMatches: "No matching records found",
  noMore: "No more",
  rowsPerPage: "Rows per page:",
} as const;

/** The `Idempotency-Key` header's refusals (decision 036). */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "The Idempotency-Key header must be 1 to 100 visible characters.",
  inFlight: "A request with this Idempotency-Key is still being processed; try again shortly.",
  reused: "This Idempotency-Key was already used for a different request.",
} as const;
