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

  it('refuses what is not a workbook, and too many rows, with clear messages', async () => {
    await expect(readSheet(Buffer.from('not a zip'), 10)).rejects.toThrow('导入文件不是有效的 Excel（.xlsx）文件')
    const many = await xlsxOf(['a'], [[1], [2], [3]])
    await expect(readSheet(many, 2)).rejects.toThrow('导入失败：单次最多导入 2 行数据')
  })
})
