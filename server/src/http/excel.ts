import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { formatDateTime } from './json'

export interface ExcelColumn<T> {
  header: string
  key: keyof T & string
  width?: number
  /** Turns a stored value into what the sheet shows (dictionary labels, dates). */
  format?: (value: unknown, row: T) => string | number | null
}

/**
 * Streams an .xlsx to the reply: rows are written and committed one by one, so memory stays flat
 * however many rows the source yields.
 */
export async function sendExcel<T extends object>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
) {
  const stream = new PassThrough()
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`)
  reply.send(stream)
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for await (const row of rows as AsyncIterable<T>) {
    const values: Record<string, unknown> = {}
    for (const c of columns) {
      const raw = (row as Record<string, unknown>)[c.key]
      values[c.key] = c.format ? c.format(raw, row) : raw instanceof Date ? formatDateTime(raw) : (raw ?? '')
    }
    sheet.addRow(values).commit()
  }
  sheet.commit()
  await workbook.commit()
  return reply
}

/** Reads rows page by page (keyset on an increasing id) so an export never holds the whole table. */
export async function* inBatches<T>(fetch: (afterId: number, size: number) => Promise<T[]>, idOf: (row: T) => number, size = 1000) {
  let after = 0
  for (;;) {
    const batch = await fetch(after, size)
    for (const row of batch) yield row
    if (batch.length < size) return
    after = idOf(batch[batch.length - 1])
  }
}
