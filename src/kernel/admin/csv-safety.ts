import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula, so a lead who types `=HYPERLINK("http://evil","คลิก")` as their name could act in
 * the sales team's Excel. OWASP's advice: prefix such a cell with a single quote, which
 * spreadsheets show as text and do not evaluate.
 */
const formulaStart = /^[=+\-@\t\r]/

export function neutraliseCsvCell(value: unknown): unknown {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value
}

/** The import-export plugin's hook: every cell of every CSV batch, before it is written. */
export const neutraliseCsvExport: ExportBeforeHook = ({ data, format }) =>
  format === 'csv'
    ? data.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, neutraliseCsvCell(value)]),
        ),
      )
    : data
