import { describe, expect, it } from 'vitest'
import { BPMN_CHINESE, REFUSED_REPLACEMENTS, translateBpmn } from './chinese'

describe('the designer in Chinese, limited to what the engine runs', () => {
  it('translates the replace menu, context pad and palette strings, filling placeholders', () => {
    expect(translateBpmn('Change element')).toBe('更改类型')
    expect(translateBpmn('User task')).toBe('用户任务')
    expect(translateBpmn('Append task')).toBe('追加任务')
    expect(translateBpmn('Open {element}', { element: '审批' })).toBe('打开 审批')
    // rarer event kinds by their leading word
    expect(translateBpmn('Message start event')).toBe('消息开始事件')
    expect(Object.values(BPMN_CHINESE).every((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true)
  })

  it('takes out of the replace menu every element deployment refuses, and keeps those it runs', () => {
    for (const refused of ['service-task', 'script-task', 'call-activity', 'send-task', 'message-start'])
      expect(REFUSED_REPLACEMENTS.has(`replace-with-${refused}`), refused).toBe(true)
    for (const kept of ['user-task', 'task', 'exclusive-gateway', 'parallel-gateway', 'none-end', 'terminate-end'])
      expect(REFUSED_REPLACEMENTS.has(`replace-with-${kept}`), kept).toBe(false)
  })
})
