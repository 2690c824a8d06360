import { ELECTRONIC_ADDRESS_SCHEMES, LEGAL_REGISTRATION_SCHEMES } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/lib/i18n.ts";
import {
  electronicAddressSchemeOptions,
  registrationSchemeOptions,
  sellerIdentifierSchemeOptions,
} from "../../app/lib/identifier-schemes.ts";

describe("identifier schemes", () => {
  it("offers every scheme of the contract, in English with the contract's own labels", async () => {
    const i18n = await createI18n("en");
    expect(registrationSchemeOptions(i18n.t)).toEqual(
      LEGAL_REGISTRATION_SCHEMES.map(({ code, label }) => ({ value: code, label })),
    );
    expect(electronicAddressSchemeOptions(i18n.t)).toEqual([
      { value: "", label: "None" },
      ...ELECTRONIC_ADDRESS_SCHEMES.map(({ code, label }) => ({ value: code, label })),
    ]);
    expect(sellerIdentifierSchemeOptions(i18n.t)[0]).toEqual({
      value: "",
      label: "Without scheme (free text)",
    });
  });

  it("has a German label for every scheme", async () => {
    const i18n = await createI18n("de");
    const registrations = registrationSchemeOptions(i18n.t);
    const addresses = electronicAddressSchemeOptions(i18n.t);
    for (const { code } of LEGAL_REGISTRATION_SCHEMES)
      expect(i18n.exists(`company:schemes.registration.${code || "register"}`)).toBe(true);
    for (const { code } of ELECTRONIC_ADDRESS_SCHEMES)
      expect(i18n.exists(`company:schemes.electronicAddress.${code}`)).toBe(true);
    expect(registrations[0].label).toBe("Registereintrag (Freitext, z. B. HRB 12345)");
    expect(addresses.find((option) => option.value === "9930")?.label).toBe(
      "9930 USt-IdNr. (Deutschland)",
    );
  });
});
