import { Readable } from 'node:stream'
import type { CellValue } from 'exceljs'
import { ServiceError } from './errors'

/** What an uploaded workbook may unpack to (zip bombs are refused before anything is inflated). */
export const IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024

/**
 * Reads the zip's central directory and refuses archives that unpack to more than the limit (zip bombs)
 * before any of it is inflated. ZIP64 archives are refused: an import never needs one.
 */
export function assertZipWithinLimits(buf: Buffer) {
  const bad = () => new ServiceError('导入文件不是有效的 Excel（.xlsx）文件', 400)
  let eocd = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw bad()
  const entries = buf.readUInt16LE(eocd + 10)
  let p = buf.readUInt32LE(eocd + 16)
  if (entries > 2000 || p >= buf.length) throw bad()
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw bad()
    const unpacked = buf.readUInt32LE(p + 24)
    if (unpacked === 0xffffffff) throw bad()
    total += unpacked
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32)
  }
  if (total > IMPORT_MAX_UNPACKED_BYTES) throw new ServiceError('导入文件解压后过大', 413)
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('')
    if ('text' in value) return String(value.text)
    if ('result' in value) return value.result === undefined ? '' : cellText(value.result as CellValue)
    if ('error' in value) return ''
  }
  return String(value).trim()
}

/** Streams the first sheet's rows (header apart, blank rows skipped), refusing more than `maxRows` data rows. */
export async function readSheet(
  buf: Buffer,
  maxRows: number,
): Promise<{ header: string[]; rows: { line: number; cells: string[] }[] }> {
  assertZipWithinLimits(buf)
  const { default: ExcelJS } = await import('exceljs')
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buf), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  })
  // ExcelJS 4.4's reader looks the sheet's name up in the workbook part, which it has not read yet when a writer put
  // the worksheet first in the zip (ExcelJS's own writer sometimes does): it then fails on `model.sheets`. The name is
  // not needed here (the first sheet is read), so an empty model stands in until the workbook part arrives.
  Object.assign(reader, { model: { sheets: [] } })
  let header: string[] | undefined
  const rows: { line: number; cells: string[] }[] = []
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as CellValue[]).slice(1).map(cellText)
        if (!header) {
          header = values
          continue
        }
        if (values.every((v) => v === '')) continue
        rows.push({ line: row.number, cells: values })
        if (rows.length > maxRows) throw new ServiceError(`导入失败：单次最多导入 ${maxRows} 行数据`, 400)
      }
      break
    }
  } catch (err) {
    if (err instanceof ServiceError) throw err
    throw new ServiceError('导入文件不是有效的 Excel（.xlsx）文件', 400)
  }
  if (!header) throw new ServiceError('导入文件没有数据', 400)
  return { header, rows }
}
