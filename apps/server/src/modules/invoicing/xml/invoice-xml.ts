/** An invoice number as a file name: letters, digits, dot, dash and underscore only. */
export const fileStem = (number: string) => number.replace(/[^A-Za-z0-9._-]+/g, "_");
