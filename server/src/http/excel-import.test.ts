import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { xlsxOf } from '../testing/fixtures'
import { readSheet } from './excel-import'

/** The same workbook with its zip entries in another order (writers, ExcelJS's own among them, differ in it). */
async function reordered(xlsx: Buffer, first: RegExp[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(xlsx)
  const paths = Object.keys(source.files).filter((p) => !source.files[p].dir)
  const rank = (p: string) => {
    const i = first.findIndex((r) => r.test(p))
    return i < 0 ? first.length : i
  }
  const out = new JSZip()
  for (const p of paths.sort((a, b) => rank(a) - rank(b))) out.file(p, await source.files[p].async('nodebuffer'))
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

describe('reading an uploaded workbook', () => {
  it('reads the sheet whatever the order of the zip entries, the worksheet before workbook.xml too', async () => {
    const xlsx = await xlsxOf(['单位编号', '名称'], [[103, '研发部门']])
    const orders = [
      [/^xl\/worksheets\//],
      // the strings and the relations known, the workbook's own part not yet: ExcelJS 4.4's reader fell over here
      [/^xl\/sharedStrings/, /^xl\/_rels\//, /^xl\/worksheets\//],
      [/^xl\/workbook\.xml$/, /^xl\/_rels\//, /^xl\/sharedStrings/],
    ]
    for (const order of orders) {
      const sheet = await readSheet(await reordered(xlsx, order), 10)
      expect(sheet).toEqual({ header: ['单位编号', '名称'], rows: [{ line: 2, cells: ['103', '研发部门'] }] })
    }
  })

  it('reads the shared strings when the worksheet comes before them and the zip parser races ahead of the reader', async () => {
    // ExcelJS's own writer puts sharedStrings.xml after the sheets. Its streaming reader then parked the sheet in a temp
    // file while unzipper ran on and announced the end of the zip before the later parts had been handed over: the
    // strings and workbook.xml were dropped and the header came back as shared-string indexes (导入文件缺少“单位编号”列).
    // Few parts, stored rather than deflated (no zlib round trip), let the parser win that race every time.
    const source = await JSZip.loadAsync(await xlsxOf(['单位编号', '名称'], [[103, '研发部门']]))
    const parts = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']
    const out = new JSZip()
    for (const p of [...parts, 'xl/sharedStrings.xml', 'xl/workbook.xml'])
      out.file(p, await source.file(p)!.async('nodebuffer'))
    const stored = await out.generateAsync({ type: 'nodebuffer', compression: 'STORE' })
    for (let i = 0; i < 3; i++) {
      const sheet = await readSheet(stored, 10)
      expect(sheet).toEqual({ header: ['单位编号', '名称'], rows: [{ line: 2, cells: ['103', '研发部门'] }] })
    }
  })

  it("reads the workbook's first tab, not the sheet part the zip happens to hold first", async () => {
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('说明').addRow(['请在“填报”页填写'])
    wb.addWorksheet('填报').addRow(['单位编号'])
    const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()))
    // the tabs swapped in workbook.xml: 填报 (sheet2.xml) is now the first, 说明 (sheet1.xml) still first in the zip
    const book = await zip.file('xl/workbook.xml')!.async('string')
    const swapped = book.replace(/(<sheet [^>]*\/>)(<sheet [^>]*\/>)/, '$2$1')
    expect(swapped).not.toBe(book)
    zip.file('xl/workbook.xml', swapped)
    const xlsx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
    expect(await readSheet(xlsx, 10)).toEqual({ header: ['单位编号'], rows: [] })
  })

  it('refuses a part that inflates to more than the zip declares (the unpacked-size limit cannot be lied past)', async () => {
    const xlsx = await xlsxOf(['单位编号', '名称'], [[103, '研发部门']])
    const name = Buffer.from('xl/worksheets/sheet1.xml')
    // the sheet's central-directory record: its name sits 46 bytes after the record's signature
    const at = xlsx.lastIndexOf(name) - 46
    expect(xlsx.readUInt32LE(at)).toBe(0x02014b50)
    xlsx.writeUInt32LE(100, at + 24)
    await expect(readSheet(xlsx, 10)).rejects.toThrow('导入文件不是有效的 Excel（.xlsx）文件')
  })

  it('refuses what is not a workbook, and too many rows, with clear messages', async () => {
    await expect(readSheet(Buffer.from('not a zip'), 10)).rejects.toThrow('导入文件不是有效的 Excel（.xlsx）文件')
    const many = await xlsxOf(['a'], [[1], [2], [3]])
    await expect(readSheet(many, 2)).rejects.toThrow('导入失败：单次最多导入 2 行数据')
  })
})
