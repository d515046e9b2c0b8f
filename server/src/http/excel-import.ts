import { pipeline, Readable, Transform } from 'node:stream'
import { createInflateRaw } from 'node:zlib'
import type { CellValue, Row } from 'exceljs'
import { ServiceError } from './errors'

/** What an uploaded workbook may unpack to (zip bombs are refused before anything is inflated). */
export const IMPORT_MAX_UNPACKED_BYTES = 64 * 1024 * 1024

/** A part of the zip as its central directory describes it (`header`: offset of its local header). */
export interface ZipEntry {
  name: string
  method: number
  packed: number
  unpacked: number
  header: number
}

/**
 * Reads the zip's central directory and refuses archives that unpack to more than the limit (zip bombs)
 * before any of it is inflated, and returns its parts. ZIP64 archives are refused: an import never needs one.
 */
export function assertZipWithinLimits(buf: Buffer): ZipEntry[] {
  const bad = () => new ServiceError('导入文件不是有效的 Excel（.xlsx）文件', 400)
  let eocd = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw bad()
  const count = buf.readUInt16LE(eocd + 10)
  let p = buf.readUInt32LE(eocd + 16)
  if (count > 2000 || p >= buf.length) throw bad()
  let total = 0
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw bad()
    const unpacked = buf.readUInt32LE(p + 24)
    const nameLength = buf.readUInt16LE(p + 28)
    if (unpacked === 0xffffffff || p + 46 + nameLength > buf.length) throw bad()
    total += unpacked
    entries.push({
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
      method: buf.readUInt16LE(p + 10),
      packed: buf.readUInt32LE(p + 20),
      unpacked,
      header: buf.readUInt32LE(p + 42),
    })
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32)
  }
  if (total > IMPORT_MAX_UNPACKED_BYTES) throw new ServiceError('导入文件解压后过大', 413)
  return entries
}

/**
 * One part of the zip, inflated as it is read. The sizes come from the central directory (right even when the
 * writer put them in data descriptors); a part that inflates to more than it declared is an error, so the limit
 * checked above holds.
 */
function partStream(buf: Buffer, e: ZipEntry): Readable {
  const h = e.header
  if (h + 30 > buf.length || buf.readUInt32LE(h) !== 0x04034b50) throw new Error(`bad local header: ${e.name}`)
  const from = h + 30 + buf.readUInt16LE(h + 26) + buf.readUInt16LE(h + 28)
  if (from + e.packed > buf.length) throw new Error(`truncated part: ${e.name}`)
  const packed = Readable.from([buf.subarray(from, from + e.packed)])
  if (e.method === 0) return packed
  if (e.method !== 8) throw new Error(`unsupported compression: ${e.name}`)
  let size = 0
  const bounded = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      done(size > e.unpacked ? new Error(`part larger than declared: ${e.name}`) : null, chunk)
    },
  })
  return pipeline(packed, createInflateRaw(), bounded, () => {})
}

/** What readSheet uses of ExcelJS's streaming reader beyond its typings (exceljs 4.4, lib/stream/xlsx/workbook-reader.js). */
interface ReaderParts {
  model?: { sheets?: { rId: string }[] }
  workbookRels?: { Id: string; Target: string }[]
  _parseRels(part: Readable): Promise<void>
  _parseWorkbook(part: Readable): Promise<void>
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<Row> }>
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

/**
 * Streams the first tab's rows (header apart, blank rows skipped), refusing more than `maxRows` data rows.
 *
 * The parts are taken from the zip by its central directory, in the order they are needed (relations, workbook,
 * shared strings, then the sheet), and handed to ExcelJS's streaming reader's own part parsers. Its zip front end is
 * not used: unzipper announces the end of the archive as soon as it has parsed the last byte, whether or not the
 * reader has taken the earlier parts yet, so a reader slowed down (a sheet before sharedStrings.xml is parked in a temp
 * file; a loaded machine) lost the parts after it — the header then came back as shared-string indexes.
 */
export async function readSheet(
  buf: Buffer,
  maxRows: number,
): Promise<{ header: string[]; rows: { line: number; cells: string[] }[] }> {
  const entries = assertZipWithinLimits(buf)
  const part = (name: string) => entries.find((e) => e.name === name)
  const { default: ExcelJS } = await import('exceljs')
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
  }) as unknown as ReaderParts
  let header: string[] | undefined
  const rows: { line: number; cells: string[] }[] = []
  try {
    const rels = part('xl/_rels/workbook.xml.rels')
    const book = part('xl/workbook.xml')
    const strings = part('xl/sharedStrings.xml')
    if (rels) await reader._parseRels(partStream(buf, rels))
    if (book) await reader._parseWorkbook(partStream(buf, book))
    reader.model ??= { sheets: [] }
    if (strings) for await (const _ of reader._parseSharedStrings(partStream(buf, strings)));
    const sheet = firstSheet(entries, reader)
    if (sheet) {
      const [{ value }] = reader._parseWorksheet(partStream(buf, sheet.entry), sheet.no)
      for await (const row of value) {
        const values = (row.values as CellValue[]).slice(1).map(cellText)
        if (!header) {
          header = values
          continue
        }
        if (values.every((v) => v === '')) continue
        rows.push({ line: row.number, cells: values })
        if (rows.length > maxRows) throw new ServiceError(`导入失败：单次最多导入 ${maxRows} 行数据`, 400)
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) throw err
    throw new ServiceError('导入文件不是有效的 Excel（.xlsx）文件', 400)
  }
  if (!header) throw new ServiceError('导入文件没有数据', 400)
  return { header, rows }
}

/** The workbook's first tab (by workbook.xml and its relations), or the lowest-numbered sheet part without them. */
function firstSheet(entries: ZipEntry[], reader: ReaderParts): { entry: ZipEntry; no: string } | undefined {
  const sheets = entries.flatMap((e) => {
    const m = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)
    return m ? [{ entry: e, no: m[1] }] : []
  })
  const rId = reader.model?.sheets?.[0]?.rId
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target
  const path = target && (target.startsWith('/') ? target.slice(1) : `xl/${target}`)
  return sheets.find((s) => s.entry.name === path) ?? sheets.sort((a, b) => Number(a.no) - Number(b.no))[0]
}
