import { describe, expect, it } from "vitest";
import {
  belgianReferenceFor,
  belgianStructuredReference,
  bicProblem,
  ELECTRONIC_ADDRESS_SCHEMES,
  electronicAddressProblem,
  formatIban,
  IBAN_LENGTHS,
  ibanProblem,
  isBelgianStructuredReference,
  isRfReference,
  LEGAL_REGISTRATION_SCHEMES,
  legalRegistrationProblem,
  leitwegIdProblem,
  IDENTIFIER_MESSAGES as M,
  normalizeBic,
  normalizeElectronicAddress,
  normalizeIban,
  normalizeLegalRegistration,
  normalizeLeitwegId,
  normalizeRfReference,
  normalizeVatId,
  rfReference,
  VAT_ID_PREFIXES,
  vatIdProblem,
} from "../src/index.ts";

// Every valid example below was checked with python-stdnum (an independent
// implementation) or computed by hand from the algorithm; every invalid one
// differs from a valid one in the part the test is about.

describe("IDENTIFIER_MESSAGES", () => {
  it("are sentences ending with a period", () => {
    const texts = Object.values(M).map((message) =>
      typeof message === "function" ? (message as (...a: string[]) => string)("XX", "YY") : message,
    );
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\.$/);
  });

  it("pin the texts", () => {
    expect(M.ibanCheckDigits).toBe("Enter a valid IBAN: the check digits do not match.");
    expect(M.ibanLength("DE", 22)).toBe("Enter a valid IBAN: an IBAN from DE has 22 characters.");
    expect(M.ibanCountry("US")).toBe("Enter a valid IBAN: US is not a country with IBANs.");
    expect(M.bicCountry("XX")).toBe(
      "Enter a valid BIC: XX in characters 5 and 6 is not a country code.",
    );
    expect(M.vatCountry("US")).toBe("Enter a valid VAT ID: US is not a known country prefix.");
    expect(M.vatFormat("DE followed by 9 digits")).toBe(
      "Enter a valid VAT ID: expected DE followed by 9 digits.",
    );
    expect(M.addressScheme("9999")).toBe('The electronic address scheme "9999" is not supported.');
    expect(M.addressVatCountry("9930", "DE")).toBe(
      "Enter a valid electronic address: scheme 9930 takes a VAT ID starting with DE.",
    );
    expect(M.registrationScheme("9930")).toBe(
      'The registration identifier scheme "9930" is not supported.',
    );
  });
});

describe("IBAN", () => {
  it.each([
    "DE89 3704 0044 0532 0130 00",
    "DE02120300000000202051",
    "BE68539007547034",
    "FR1420041010050500013M02606",
    "NL91ABNA0417164300",
    "GB29NWBK60161331926819",
    "CH9300762011623852957",
    "NO9386011117947",
    "AT611904300234573201",
    "IT60X0542811101000000123456",
    "ES9121000418450200051332",
    "LU280019400644750000",
    "PL61109010140000071219812874",
    "SE4550000000058398257466",
    "MT84MALT011000012345MTLCAST001S",
    "LC55HEMM000100010012001200023015",
    "de89 3704 0044 0532 0130 00",
    " ES15-0049-1806-9121-1186-9374 ",
    "NO07.8380.08.06006",
  ])("accepts %s", (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it.each([
    ["", M.ibanRequired],
    ["   ", M.ibanRequired],
    ["DE89 3704 0044 0532 0130 0€", M.ibanCharacters],
    ["DE89_3704_0044_0532_0130_00", M.ibanCharacters],
    ["8937040044053201300000", M.ibanStart],
    ["DEXX370400440532013000", M.ibanStart],
    ["D", M.ibanStart],
    ["US89370400440532013000", M.ibanCountry("US")],
    ["DE89 3704 0044 0532 0130 0", M.ibanLength("DE", 22)],
    ["DE89 3704 0044 0532 0130 000", M.ibanLength("DE", 22)],
    ["NO93860111179470", M.ibanLength("NO", 15)],
    ["DE89 3704 0044 0532 0130 01", M.ibanCheckDigits],
    ["DE88 3704 0044 0532 0130 00", M.ibanCheckDigits],
    ["FR1420041010050500013M02607", M.ibanCheckDigits],
  ])("refuses %j", (iban, message) => {
    expect(ibanProblem(iban)).toBe(message);
  });

  it("takes check digits from 02 to 98 only, though 00, 01 and 99 can pass mod 97", () => {
    // DE97… and DE02… are valid; DE00…, DE01… and DE99… have the same remainder.
    expect(ibanProblem("DE97370400444824475771")).toBeNull();
    expect(ibanProblem("DE00370400444824475771")).toBe(M.ibanCheckDigits);
    expect(ibanProblem("DE02370400441222834598")).toBeNull();
    expect(ibanProblem("DE99370400441222834598")).toBe(M.ibanCheckDigits);
  });

  it("knows the IBAN length of every SEPA country", () => {
    const sepa = {
      AD: 24,
      AT: 20,
      BE: 16,
      BG: 22,
      CH: 21,
      CY: 28,
      CZ: 24,
      DE: 22,
      DK: 18,
      EE: 20,
      ES: 24,
      FI: 18,
      FR: 27,
      GB: 22,
      GI: 23,
      GR: 27,
      HR: 21,
      HU: 28,
      IE: 22,
      IS: 26,
      IT: 27,
      LI: 21,
      LT: 20,
      LU: 20,
      LV: 21,
      MC: 27,
      MT: 31,
      NL: 18,
      NO: 15,
      PL: 28,
      PT: 25,
      RO: 24,
      SE: 24,
      SI: 19,
      SK: 24,
      SM: 27,
      VA: 22,
      AL: 28,
      MD: 24,
      ME: 22,
      MK: 19,
      RS: 22,
    };
    for (const [country, length] of Object.entries(sepa)) {
      expect(IBAN_LENGTHS[country], country).toBe(length);
    }
    expect(Object.keys(IBAN_LENGTHS)).toHaveLength(89);
    expect(Object.isFrozen(IBAN_LENGTHS)).toBe(true);
  });

  it("normalizes and formats", () => {
    expect(normalizeIban(" de89 3704-0044.0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("be68 5390 0754 7034")).toBe("BE68 5390 0754 7034");
    expect(formatIban("NO9386011117947")).toBe("NO93 8601 1117 947");
  });
});

describe("BIC", () => {
  it.each(["BYLADEM1001", "DEUTDEFF", "DEUTDEFF500", "NEDSZAJJXXX", "TEBKXKPR", " deut de ff "])(
    "accepts %j",
    (bic) => {
      expect(bicProblem(bic)).toBeNull();
    },
  );

  it.each([
    ["", M.bicRequired],
    ["DEUT-DEFF", M.bicCharacters],
    ["DEUTDEFF!", M.bicCharacters],
    ["DEUTDEF", M.bicLength],
    ["DEUTDEFF50", M.bicLength],
    ["DEUTDEFF5000", M.bicLength],
    ["DEU1DEFF", M.bicBankCode],
    ["DEUTXXFF", M.bicCountry("XX")],
    ["DEUT12FF", M.bicCountry("12")],
    ["DEUTUKFF", M.bicCountry("UK")],
  ])("refuses %j", (bic, message) => {
    expect(bicProblem(bic)).toBe(message);
  });

  it("normalizes", () => {
    expect(normalizeBic(" byla dem1 001 ")).toBe("BYLADEM1001");
  });
});

describe("VAT ID", () => {
  it.each([
    "ATU13585627",
    "BE0403170701",
    "BG175074752",
    "BG7523169263",
    "CHE107787577",
    "CHE-107.787.577 IVA",
    "CHE-116.281.710 MWST",
    "CY10259033P",
    "CZ25123891",
    "DE123456788",
    "DK13585628",
    "EE100931558",
    "EL094259216",
    "ESA13585625",
    "ES54362315K",
    "FI20774740",
    "FR40303265045",
    "FRK7399859412",
    "GB980780684",
    "GBGD001",
    "HR33392005961",
    "HU12892312",
    "IE6433435F",
    "IE8Z49289F",
    "IE3628739UA",
    "IT00743110157",
    "LT119511515",
    "LU15027442",
    "LV40003521600",
    "MT11679112",
    "NL004495445B01",
    "NL123456782B12",
    "NL000099998B57",
    "NO995525828MVA",
    "NO 988 077 917 MVA",
    "PL8567346215",
    "PT501964843",
    "RO18547290",
    "SE123456789701",
    "SI50223054",
    "SK2022749619",
    "XI980780684",
    "de 123 456 788",
  ])("accepts %s", (vatId) => {
    expect(vatIdProblem(vatId)).toBeNull();
  });

  it("covers the EU member states as VIES writes them, and GB, CH and NO", () => {
    expect([...VAT_ID_PREFIXES].sort()).toEqual(
      [
        ...["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "ES", "FI", "FR", "HR", "HU"],
        ...["IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI"],
        ...["CH", "GB", "NO"],
      ].sort(),
    );
  });

  it.each([
    ["", M.vatRequired],
    [" - ", M.vatRequired],
    ["123456788", M.vatPrefix],
    ["D123456788", M.vatPrefix],
    ["US123456789", M.vatCountry("US")],
    ["GR094259216", M.vatGreekPrefix],
  ])("refuses %j", (vatId, message) => {
    expect(vatIdProblem(vatId)).toBe(message);
  });

  it.each([
    ["DE12345", "DE followed by 9 digits, the first not 0"],
    ["DE012345678", "DE followed by 9 digits, the first not 0"],
    ["DE12345678X", "DE followed by 9 digits, the first not 0"],
    ["AT13585627", "ATU followed by 8 digits"],
    ["BE2403170701", "BE followed by 10 digits starting with 0 or 1"],
    ["CHE12345678", "CHE followed by 9 digits, with or without MWST, TVA, IVA or TPV"],
    ["CHE123456789VAT", "CHE followed by 9 digits, with or without MWST, TVA, IVA or TPV"],
    [
      "ES123456789",
      "ES followed by a letter, 7 digits and a letter or digit, or by 8 digits and a letter",
    ],
    ["FRIO303265045", "FR followed by a 2-character key and the 9-digit SIREN"],
    ["GB12345678", "GB followed by 9 or 12 digits, or by GD or HA and 3 digits"],
    ["IE1234567", "IE followed by 7 digits and 1 or 2 letters"],
    ["NL004495445C01", "NL followed by 9 digits, B and 2 digits"],
    ["NO995525828XYZ", "NO followed by 9 digits and MVA"],
    ["RO1", "RO followed by 2 to 10 digits, the first not 0"],
    ["SE123456789702", "SE followed by 12 digits ending in 01"],
    ["SK202274961", "SK followed by 10 digits"],
  ])("refuses the form of %s", (vatId, expected) => {
    expect(vatIdProblem(vatId)).toBe(M.vatFormat(expected));
  });

  // Each is a valid ID above with its check digit (or key) changed.
  it.each([
    "ATU13585628",
    "BE0403170702",
    "BG175074753",
    "CHE107787578",
    "CHE-123.456.789 MWST",
    "DE123456789",
    "DK13585629",
    "EE100931559",
    "EL094259217",
    "FI20774741",
    "FR41303265045",
    "FR40303265046",
    "HR33392005962",
    "HU12892313",
    "IT00743110158",
    "LU15027443",
    "MT11679113",
    "NL004495446B01",
    "NL000099998B58",
    "NO995525829MVA",
    "PL8567346216",
    "PT501964844",
    "RO18547291",
    "SE123456789801",
    "SI50223055",
  ])("refuses the check digits of %s", (vatId) => {
    expect(vatIdProblem(vatId)).toBe(M.vatCheckDigits);
  });

  it("normalizes", () => {
    expect(normalizeVatId(" de 123.456-788 ")).toBe("DE123456788");
    expect(normalizeVatId("CHE-123.456.789 MWST")).toBe("CHE123456789");
    expect(normalizeVatId("che-107.787.577 tva")).toBe("CHE107787577");
    expect(normalizeVatId("NO 995 525 828")).toBe("NO995525828MVA");
    expect(normalizeVatId("NO995525828MVA")).toBe("NO995525828MVA");
    expect(normalizeVatId("BE 403.170.701")).toBe("BE0403170701");
    expect(normalizeVatId("DK: 2159 9336")).toBe("DK21599336");
    expect(normalizeVatId("CZ 640229/4448")).toBe("CZ6402294448");
  });
});

describe("Leitweg-ID", () => {
  it.each([
    "04011000-12345-03",
    "991-33333TEST-33",
    "991-33333test-33",
    "992-90009-96",
    "16066069-0001-38",
    "13-L75810002000-60",
    "057660004004-31001-55",
    "09177127-GEMEINDELENGDORF-24",
    `99-${"A".repeat(30)}-96`,
  ])("accepts %s", (id) => {
    expect(leitwegIdProblem(id)).toBeNull();
  });

  it.each([
    ["", M.leitwegRequired],
    ["0401100012345", M.leitwegFormat],
    ["0-12345-03", M.leitwegFormat],
    ["0401100012345-03-", M.leitwegFormat],
    ["04011000--03", M.leitwegFormat],
    ["04011000-12_45-03", M.leitwegFormat],
    ["1234567890123-03", M.leitwegFormat],
    [`99-${"A".repeat(31)}-96`, M.leitwegFormat],
    ["55-55-20", M.leitwegState],
    ["17-12345-86", M.leitwegState],
    ["04011000-12345-04", M.leitwegCheckDigits],
    ["991-33333TEST-34", M.leitwegCheckDigits],
  ])("refuses %j", (id, message) => {
    expect(leitwegIdProblem(id)).toBe(message);
  });

  it("normalizes", () => {
    expect(normalizeLeitwegId(" 991-33333 test-33 ")).toBe("991-33333TEST-33");
  });
});

describe("electronic address", () => {
  it("lists the schemes with English labels", () => {
    const codes = ELECTRONIC_ADDRESS_SCHEMES.map((scheme) => scheme.code);
    expect(codes).toEqual([
      "EM",
      "0002",
      "0007",
      "0009",
      "0060",
      "0088",
      "0106",
      "0190",
      "0192",
      "0204",
      "0208",
      "9906",
      "9914",
      "9920",
      "9925",
      "9930",
      "9944",
      "9957",
    ]);
    for (const { code, label } of ELECTRONIC_ADDRESS_SCHEMES)
      expect(label.startsWith(code)).toBe(true);
    expect(ELECTRONIC_ADDRESS_SCHEMES.find((s) => s.code === "0204")?.label).toBe(
      "0204 Leitweg-ID (German public buyers)",
    );
  });

  it.each([
    ["EM", "invoices@example.com"],
    ["em", " rechnung@firma.de "],
    ["EM", "a.b+c@sub.example.co.uk"],
    ["EM", "info@müller.de"],
    ["0204", "04011000-12345-03"],
    ["0204", "991-33333test-33"],
    ["9930", "DE123456788"],
    ["9930", "de 123 456 788"],
    ["9925", "BE0403170701"],
    ["9944", "NL004495445B01"],
    ["9914", "ATU13585627"],
    ["9957", "FR40303265045"],
    ["9906", "IT00743110157"],
    ["9920", "ESA13585625"],
    ["0208", "0403.170.701"],
    ["0208", "0428759497"],
    ["0009", "732 829 320 00074"],
    ["0009", "35600000000048"],
    ["0009", "35600000049837"],
    ["0002", "552 008 443"],
    ["0088", "4000001000005"],
    ["0088", "5790000435975"],
    ["0106", "12345678"],
    ["0190", "00000001003214345000"],
    ["0007", "556036-0793"],
    ["0192", "995 525 828"],
    ["0060", "150483782"],
  ])("accepts %s %j", (scheme, value) => {
    expect(electronicAddressProblem(scheme, value)).toBeNull();
  });

  it.each([
    ["9999", "x", M.addressScheme("9999")],
    ["", "x", M.addressScheme("")],
    ["EM", "   ", M.addressRequired],
    ["9930", "", M.addressRequired],
    ["EM", "invoices", M.email],
    ["EM", "@example.com", M.email],
    ["EM", "invoices@", M.email],
    ["EM", "invoices@example", M.email],
    ["EM", "a..b@example.com", M.email],
    ["EM", ".a@example.com", M.email],
    ["EM", "a b@example.com", M.email],
    ["EM", "a@b@example.com", M.email],
    ["EM", "a@-example.com", M.email],
    ["EM", "a@example-.com", M.email],
    ["EM", "a@example..com", M.email],
    ["EM", `${"a".repeat(65)}@example.com`, M.email],
    [
      "EM",
      `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`,
      M.email,
    ],
    ["0204", "04011000-12345-04", M.leitwegCheckDigits],
    ["0204", "0401100012345", M.leitwegFormat],
    ["9930", "123456788", M.addressVatCountry("9930", "DE")],
    ["9930", "FR40303265045", M.addressVatCountry("9930", "DE")],
    ["9930", "DE123456789", M.vatCheckDigits],
    ["9925", "BE0403170702", M.vatCheckDigits],
    ["9944", "NL004495445", M.vatFormat("NL followed by 9 digits, B and 2 digits")],
    ["9957", "DE123456788", M.addressVatCountry("9957", "FR")],
    ["0208", "0403170702", M.belgianEnterpriseCheckDigits],
    ["0208", "403170701", M.belgianEnterpriseFormat],
    ["0208", "2403170701", M.belgianEnterpriseFormat],
    ["0208", "BE0403170701", M.belgianEnterpriseFormat],
    ["0009", "73282932000075", M.siretCheckDigit],
    ["0009", "7328293200007", M.siretFormat],
    ["0009", "35600000012340", M.siretCheckDigit],
    ["0002", "552008442", M.sirenCheckDigit],
    ["0002", "55200844", M.sirenFormat],
    ["0088", "4012345000008", M.glnCheckDigit],
    ["0088", "401234500000", M.glnFormat],
    ["0106", "1234567", M.kvkFormat],
    ["0106", "1234567A", M.kvkFormat],
    ["0190", "0000000100321434500", M.oinFormat],
    ["0007", "5560360794", M.swedishOrganisationCheckDigit],
    ["0007", "556036079", M.swedishOrganisationFormat],
    ["0192", "988077918", M.norwegianOrganisationCheckDigit],
    ["0192", "98807791", M.norwegianOrganisationFormat],
    ["0060", "15048378", M.dunsFormat],
  ])("refuses %s %j", (scheme, value, message) => {
    expect(electronicAddressProblem(scheme, value)).toBe(message);
  });

  it("checks La Poste's establishments by their digit sum, not by Luhn", () => {
    // 35600000049837: digit sum 45, fails Luhn. 35600000012340: passes Luhn, digit sum 24.
    expect(electronicAddressProblem("0009", "35600000049837")).toBeNull();
    expect(electronicAddressProblem("0009", "35600000012340")).toBe(M.siretCheckDigit);
  });

  it("normalizes per scheme", () => {
    expect(normalizeElectronicAddress("EM", "  Invoices@Example.com ")).toBe(
      "Invoices@Example.com",
    );
    expect(normalizeElectronicAddress("9930", "de 123 456 788")).toBe("DE123456788");
    expect(normalizeElectronicAddress("0204", "991-33333 test-33")).toBe("991-33333TEST-33");
    expect(normalizeElectronicAddress("0208", "0403.170.701")).toBe("0403170701");
    expect(normalizeElectronicAddress("0007", "556036-0793")).toBe("5560360793");
    expect(normalizeElectronicAddress("9999", "  x y  ")).toBe("x y");
  });
});

describe("legal registration", () => {
  it("lists the schemes, the register entry first", () => {
    expect(LEGAL_REGISTRATION_SCHEMES.map((scheme) => scheme.code)).toEqual([
      "",
      "0002",
      "0007",
      "0009",
      "0060",
      "0088",
      "0106",
      "0192",
      "0208",
    ]);
  });

  it.each([
    ["", "HRB 12345"],
    ["", "Amtsgericht München HRB 12345 B"],
    ["", "RCS Paris B 552 008 443"],
    ["", "x".repeat(100)],
    ["", "😀".repeat(100)],
    ["0002", "552 008 443"],
    ["0009", "73282932000074"],
    ["0208", "0403.170.701"],
    ["0106", "12345678"],
    ["0007", "556036-0793"],
    ["0192", "995525828"],
    ["0088", "4000001000005"],
    ["0060", "150483782"],
  ])("accepts %j %j", (scheme, value) => {
    expect(legalRegistrationProblem(scheme, value)).toBeNull();
  });

  it.each([
    ["9930", "DE123456788", M.registrationScheme("9930")],
    ["0190", "00000001003214345000", M.registrationScheme("0190")],
    ["", "", M.registrationRequired],
    ["", " \t ", M.registrationRequired],
    ["0002", "", M.registrationRequired],
    ["", "x".repeat(101), M.registerEntry],
    ["", "HRB\u000012345", M.registerEntry],
    ["", "HRB\u200B12345", M.registerEntry],
    ["0002", "552008442", M.sirenCheckDigit],
    ["0208", "0403170702", M.belgianEnterpriseCheckDigits],
    ["0106", "123456789", M.kvkFormat],
  ])("refuses %j %j", (scheme, value, message) => {
    expect(legalRegistrationProblem(scheme, value)).toBe(message);
  });

  it("normalizes", () => {
    expect(normalizeLegalRegistration("", "  HRB \t 12345 ")).toBe("HRB 12345");
    expect(legalRegistrationProblem("", "HRB\n12345")).toBeNull();
    expect(normalizeLegalRegistration("0002", "552.008.443")).toBe("552008443");
    expect(normalizeLegalRegistration("0208", "0403-170-701")).toBe("0403170701");
  });
});

describe("Belgian structured communication", () => {
  it("makes the reference from 10 digits: check = base mod 97, 97 for 0", () => {
    expect(belgianStructuredReference("1234567890")).toBe("+++123/4567/89002+++");
    expect(belgianStructuredReference("0020250042")).toBe("+++002/0250/04231+++");
    expect(belgianStructuredReference("0000000097")).toBe("+++000/0000/09797+++");
    expect(belgianStructuredReference("0000000000")).toBe("+++000/0000/00097+++");
  });

  it.each(["123", "12345678901", "12345abcde", "", " 1234567890"])(
    "refuses to make one from %j",
    (base) => {
      expect(() => belgianStructuredReference(base)).toThrow(
        new RangeError(M.belgianReferenceBase),
      );
    },
  );

  it.each([
    "+++123/4567/89002+++",
    "***123/4567/89002***",
    "123456789002",
    " +++ 123 / 4567 / 89002 +++ ",
    "+++000/0000/00097+++",
  ])("recognizes %j", (value) => {
    expect(isBelgianStructuredReference(value)).toBe(true);
  });

  it.each([
    "+++123/4567/89003+++",
    "+++123/4567/89002***",
    "+++1234/567/89002+++",
    "++123/4567/89002++",
    "12345678900",
    "+++000/0000/00000+++",
    "",
  ])("refuses %j", (value) => {
    expect(isBelgianStructuredReference(value)).toBe(false);
  });

  it("derives the reference from the last 10 digits of an invoice number", () => {
    expect(belgianReferenceFor("INV-2025-0042")).toBe("+++002/0250/04231+++");
    // Digits 2025123456789012: the last 10 are 3456789012, which is 12 mod 97.
    expect(belgianReferenceFor("2025-123456789012")).toBe("+++345/6789/01212+++");
    expect(belgianReferenceFor("DRAFT")).toBe("+++000/0000/00097+++");
    for (const number of ["1", "A-7", "2025/0001", "99999999999999"]) {
      expect(isBelgianStructuredReference(belgianReferenceFor(number))).toBe(true);
    }
  });
});

describe("RF creditor reference (ISO 11649)", () => {
  it("makes the reference", () => {
    expect(rfReference("539007547034")).toBe("RF18539007547034");
    expect(rfReference("2348231")).toBe("RF712348231");
    expect(rfReference("ab 12")).toBe("RF45AB12");
    expect(rfReference("A".repeat(21))).toBe(`RF47${"A".repeat(21)}`);
  });

  it.each(["", "A".repeat(22), "AB-12"])("refuses to make one from %j", (base) => {
    expect(() => rfReference(base)).toThrow(new RangeError(M.rfReferenceBase));
  });

  it.each(["RF18539007547034", "RF18 5390 0754 7034", "rf18539007547034", "RF712348231"])(
    "recognizes %j",
    (value) => {
      expect(isRfReference(value)).toBe(true);
    },
  );

  it.each(["RF19539007547034", "RF18", "RF1853900754703A", "XX18539007547034", ""])(
    "refuses %j",
    (value) => {
      expect(isRfReference(value)).toBe(false);
    },
  );

  it("takes check digits from 02 to 98 only", () => {
    // RF02… is valid, so RF99… has the same remainder mod 97 but is never issued.
    const reference = rfReference("X1Z6HRDFYB2SL4ID");
    expect(reference).toBe("RF02X1Z6HRDFYB2SL4ID");
    expect(isRfReference("RF99X1Z6HRDFYB2SL4ID")).toBe(false);
  });

  it("normalizes", () => {
    expect(normalizeRfReference(" rf18 5390 0754 7034 ")).toBe("RF18539007547034");
  });
});
