import qrcode from "qrcode-generator";
import { toCents } from "../../../money.ts";

/** The largest amount a SEPA credit transfer QR code carries (EPC069-12). */
const EPC_MAX_CENTS = 99_999_999_999n;

export interface SepaTransfer {
  name: string;
  iban: string;
  bic: string;
  /** Two decimals, in EUR. */
  amount: string;
  /** Unstructured remittance information: the invoice number. */
  text: string;
}

/**
 * The payload of an EPC069-12 ("GiroCode") QR code, version 002, UTF-8: a
 * SEPA credit transfer of the amount to the IBAN. Null when the amount cannot
 * be paid that way (not positive or above 999,999,999.99).
 */
export function epcPayload(transfer: SepaTransfer): string | null {
  const cents = toCents(transfer.amount);
  if (cents <= 0n || cents > EPC_MAX_CENTS) return null;
  const euros = `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    transfer.bic.replaceAll(" ", ""),
    transfer.name.slice(0, 70),
    transfer.iban.replaceAll(" ", "").toUpperCase(),
    `EUR${euros}`,
    "",
    "",
    transfer.text.slice(0, 140),
  ].join("\n");
}

/** The QR code's modules (true = dark), error correction M as EPC069-12 requires. */
export function qrModules(payload: string): boolean[][] {
  const code = qrcode(0, "M");
  // Byte mode takes one character per byte: hand it the UTF-8 bytes.
  code.addData(Buffer.from(payload, "utf8").toString("latin1"), "Byte");
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  );
}
