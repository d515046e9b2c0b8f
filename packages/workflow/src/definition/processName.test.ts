import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { processNameOf } from './dialogs'

const LEAVE = readFileSync(path.join(import.meta.dirname, '../designer/fixtures/leave.bpmn'), 'utf8')

describe('导入: the process name from the file', () => {
  it('reads the first process name of a BPMN file', () => {
    expect(processNameOf(LEAVE)).toBe(/<bpmn:process[^>]*name="([^"]+)"/.exec(LEAVE)![1])
    expect(processNameOf(LEAVE)).not.toBe('')
  })

  it('says nothing for a process without a name or a file that is not XML', () => {
    expect(
      processNameOf('<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p"/></definitions>'),
    ).toBe('')
    expect(processNameOf('not xml at all')).toBe('')
  })
})
