import { ELECTRONIC_ADDRESS_SCHEMES, LEGAL_REGISTRATION_SCHEMES } from "@tempus/contract";
import type { TFunction } from "i18next";

/** A choice of a select: the value sent and its label. */
export interface SchemeOption {
  value: string;
  label: string;
}

/**
 * The schemes of a legal registration (BT-30/BT-47) as the contract lists them,
 * each labelled in the user's language (the contract's English label where the
 * locale has none); "" is a register entry such as `HRB 12345`.
 */
export function registrationSchemeOptions(t: TFunction): SchemeOption[] {
  return LEGAL_REGISTRATION_SCHEMES.map(({ code, label }) => ({
    value: code,
    label: t(`company:schemes.registration.${code || "register"}`, { defaultValue: label }),
  }));
}

/**
 * The schemes of a seller identifier (BT-29): the registration schemes, "" an
 * identifier without a scheme (free text, not checked).
 */
export function sellerIdentifierSchemeOptions(t: TFunction): SchemeOption[] {
  return registrationSchemeOptions(t).map((option) =>
    option.value === "" ? { value: "", label: t("company:schemes.withoutScheme") } : option,
  );
}

/** The EAS schemes of an electronic address (BT-34/BT-49), after "" for none. */
export function electronicAddressSchemeOptions(t: TFunction): SchemeOption[] {
  return [
    { value: "", label: t("company:schemes.noAddress") },
    ...ELECTRONIC_ADDRESS_SCHEMES.map(({ code, label }) => ({
      value: code,
      label: t(`company:schemes.electronicAddress.${code}`, { defaultValue: label }),
    })),
  ];
}
