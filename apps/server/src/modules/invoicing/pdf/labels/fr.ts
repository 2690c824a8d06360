/** The invoice's words in French. */
import { type InvoiceLabels, list } from "./invoice-labels.ts";

export const FR: InvoiceLabels = {
  locale: "fr-FR",
  colon: " : ",
  invoice: "Facture",
  creditNote: "Avoir",
  advanceInvoice: "Facture d'acompte",
  number: "Numéro",
  issueDate: "Date",
  dueDate: "Échéance",
  servicePeriod: "Période de prestation",
  buyerReference: "Votre référence",
  leitwegId: "Leitweg-ID",
  orderReference: "Votre commande",
  contractReference: "Contrat",
  projectReference: "Projet",
  vatId: "N° TVA",
  taxNumber: "N° fiscal",
  registration: "N° d'immatriculation",
  enterpriseNumber: "N° d'entreprise",
  attention: (name) => `À l'attention de ${name}`,
  corrects: (invoices) =>
    invoices.length > 1
      ? `Rectifie les factures ${list(invoices, "et")}.`
      : `Rectifie la facture ${list(invoices, "et")}.`,
  deducts: (invoices) =>
    invoices.length > 1
      ? `Déduit les factures d'acompte ${list(invoices, "et")}.`
      : `Déduit la facture d'acompte ${list(invoices, "et")}.`,
  invoiceOf: (number, date) => `${number} du ${date}`,
  position: "N°",
  description: "Désignation",
  quantity: "Qté",
  unitPrice: "Prix unit. HT",
  taxRate: "TVA",
  amount: "Total HT",
  units: { HUR: ["h", "h"], C62: ["pce", "pces"], DAY: ["jour", "jours"], MIN: ["min", "min"] },
  netTotal: "Total HT",
  tax: (rate, base) => `TVA ${rate} % sur ${base}`,
  grossTotal: "Total TTC",
  creditedTotal: "Montant crédité",
  prepaid: "Acomptes déjà versés",
  amountDue: "Net à payer",
  bank: "Coordonnées bancaires",
  accountHolder: "Titulaire du compte",
  reference: "Référence",
  qrHint: "Scanner pour payer par virement SEPA",
  page: (page, pages) => `Page ${page} sur ${pages}`,
  phone: "Tél.",
  email: "E-mail",
  mailSubject: (kind, number, seller) => `${kind} ${number} de ${seller}`,
  mailGreeting: "Madame, Monsieur,",
  mailBody: (kind, number, total, due) =>
    `Veuillez trouver ci-joint notre ${kind.toLowerCase()} n° ${number} d'un montant de ${total}${due ? `, payable au plus tard le ${due}` : ""}.`,
  mailXml: "La facture électronique (XML) est également jointe.",
  mailClosing: "Cordialement",
};
