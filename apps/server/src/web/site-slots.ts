import type { Language } from "@tempus/contract";
import type { SiteConfig } from "../config.ts";

/**
 * The parts of the pre-rendered public pages that depend on this server's
 * configuration. The web build writes `<!--slot:NAME-->fallback<!--/slot:NAME-->`
 * (components/site/server-slot.tsx); the server puts the configured HTML in
 * its place, escaped, or keeps the fallback (a notice) while nothing is set.
 */
const SLOT = /<!--slot:([a-z]+)-->([\s\S]*?)<!--\/slot:\1-->/g;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const LABELS: Record<Language, Record<string, string>> = {
  en: {
    name: "Operator",
    address: "Address",
    representative: "Represented by",
    email: "E-mail",
    phone: "Phone",
    register: "Commercial register",
    vatId: "VAT ID",
  },
  de: {
    name: "Betreiber",
    address: "Anschrift",
    representative: "Vertreten durch",
    email: "E-Mail",
    phone: "Telefon",
    register: "Handelsregister",
    vatId: "USt-IdNr.",
  },
  fr: {
    name: "Exploitant",
    address: "Adresse",
    representative: "Représenté par",
    email: "E-mail",
    phone: "Téléphone",
    register: "Registre du commerce",
    vatId: "Numéro de TVA",
  },
  nl: {
    name: "Exploitant",
    address: "Adres",
    representative: "Vertegenwoordigd door",
    email: "E-mail",
    phone: "Telefoon",
    register: "Handelsregister",
    vatId: "Btw-nummer",
  },
};

const SOCIAL_NAMES: Record<keyof SiteConfig["social"], string> = {
  x: "X (Twitter)",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  instagram: "Instagram",
};

function operatorHtml(operator: SiteConfig["operator"], language: Language): string | undefined {
  if (!operator.name || operator.address.length === 0 || !operator.email) return undefined;
  const labels = LABELS[language];
  const rows: [string, string][] = [
    [labels.name, escapeHtml(operator.name)],
    [labels.address, operator.address.map(escapeHtml).join("<br>")],
  ];
  if (operator.representative) {
    rows.push([labels.representative, escapeHtml(operator.representative)]);
  }
  const email = escapeHtml(operator.email);
  rows.push([labels.email, `<a href="mailto:${email}">${email}</a>`]);
  if (operator.phone) {
    const phone = escapeHtml(operator.phone);
    rows.push([labels.phone, `<a href="tel:${phone.replace(/[^+\d]/g, "")}">${phone}</a>`]);
  }
  if (operator.register) rows.push([labels.register, escapeHtml(operator.register)]);
  if (operator.vatId) rows.push([labels.vatId, escapeHtml(operator.vatId)]);
  return `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join("")}</dl>`;
}

function socialHtml(social: SiteConfig["social"]): string {
  const links = (Object.keys(SOCIAL_NAMES) as (keyof SiteConfig["social"])[]).flatMap((key) => {
    const url = social[key];
    return url
      ? [`<li><a href="${escapeHtml(url)}" rel="me noopener">${SOCIAL_NAMES[key]}</a></li>`]
      : [];
  });
  return links.length > 0 ? `<ul>${links.join("")}</ul>` : "";
}

/** Fills the slots of one page in `language` (the page's own, from its address). */
export function fillSiteSlots(html: string, site: SiteConfig, language: Language): string {
  return html.replace(SLOT, (_whole, name: string, fallback: string) => {
    const filled =
      name === "operator"
        ? operatorHtml(site.operator, language)
        : name === "social"
          ? socialHtml(site.social)
          : undefined;
    return `<!--slot:${name}-->${filled ?? fallback}<!--/slot:${name}-->`;
  });
}
