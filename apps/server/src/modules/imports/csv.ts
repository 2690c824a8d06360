/** A record of a CSV file with the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The delimiter of the header row: a comma, or a semicolon where the header has more of those. */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end < 0 ? text : text.slice(0, end);
  const outside = header.replace(/"[^"]*"/g, "");
  return (outside.match(/;/g)?.length ?? 0) > (outside.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/**
 * RFC 4180 records: quoted fields with doubled quotes, line breaks inside quotes, CRLF or LF; a
 * leading byte-order mark is dropped. Empty lines are skipped.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text).charCodeAt(0);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let startLine = 1;
  let index = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") records.push({ line: startLine, fields });
    fields = [];
    field = "";
  };
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE && field === "") {
      let end = index + 1;
      let value = "";
      for (;;) {
        const next = text.indexOf('"', end);
        if (next < 0) {
          value += text.slice(end);
          end = text.length;
          break;
        }
        value += text.slice(end, next);
        if (text.charCodeAt(next + 1) === QUOTE) {
          value += '"';
          end = next + 2;
        } else {
          end = next + 1;
          break;
        }
      }
      for (const char of value) if (char === "\n") line++;
      field = value;
      index = end;
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      while (index < text.length) {
        const after = text.charCodeAt(index);
        if (after === delimiter || after === CR || after === LF) break;
        field += text[index];
        index++;
      }
      continue;
    }
    if (code === delimiter) {
      fields.push(field);
      field = "";
    } else if (code === CR || code === LF) {
      if (code === CR && text.charCodeAt(index + 1) === LF) index++;
      endRecord();
      line++;
      startLine = line;
    } else {
      const next = text.slice(index).search(/[",;\r\n]/);
      const stop = next < 0 ? text.length : index + Math.max(next, 1);
      field += text.slice(index, stop);
      index = stop;
      continue;
    }
    index++;
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
