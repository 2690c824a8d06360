/** A minimal XML writer: elements as nested arrays of strings, text and attributes escaped. */
export type Node = string;

const escapeText = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', "&quot;");

/**
 * `<name attr="…">children</name>`; children are nodes (already written) or
 * undefined/false (left out), so optional elements read as `condition && el(…)`.
 */
export function el(
  name: string,
  attributes: Record<string, string> | null,
  ...children: (Node | undefined | false | null)[]
): Node {
  const attrs = attributes
    ? Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join("")
    : "";
  const content = children.filter((child): child is Node => typeof child === "string").join("");
  return `<${name}${attrs}>${content}</${name}>`;
}

/** An element holding text. */
export const text = (
  name: string,
  value: string,
  attributes: Record<string, string> | null = null,
) => el(name, attributes, escapeText(value));

/** An element only when its value is not empty. */
export const optionalText = (name: string, value: string | null | undefined) =>
  value ? text(name, value) : undefined;

export const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
