import { describe, expect, it } from 'vitest'
import { conditionProblem, conditionText, parseCondition, type ConditionModel } from './condition'

describe('the condition builder ↔ text', () => {
  it('writes clauses as one JUEL expression, numbers bare and words quoted', () => {
    const model: ConditionModel = {
      logic: '&&',
      clauses: [
        { variable: 'days', operator: '>', value: '3' },
        { variable: 'type', operator: '==', value: 'annual' },
      ],
    }
    expect(conditionText(model)).toBe("${days > 3 && type == 'annual'}")
  })

  it('leaves out clauses without a variable and writes nothing for none', () => {
    expect(conditionText({ logic: '||', clauses: [{ variable: ' ', operator: '==', value: '1' }] })).toBe('')
    expect(
      conditionText({
        logic: '||',
        clauses: [
          { variable: 'approved', operator: '==', value: 'true' },
          { variable: '', operator: '==', value: 'x' },
        ],
      }),
    ).toBe('${approved == true}')
  })

  it('escapes quotes in text values', () => {
    const text = conditionText({ logic: '&&', clauses: [{ variable: 'note', operator: '!=', value: "it's" }] })
    expect(text).toBe("${note != 'it\\'s'}")
    expect(parseCondition(text)?.clauses[0].value).toBe("it's")
  })

  it('reads its own text back (round trip), quoted numbers staying text', () => {
    for (const text of [
      "${days > 3 && type == 'annual'}",
      '${approved == false || days <= 0.5}',
      "${code == '007'}",
      "${flag == 'true'}",
      '${user.deptId != 103}',
    ]) {
      const model = parseCondition(text)
      expect(model, text).toBeDefined()
      expect(conditionText(model as ConditionModel)).toBe(text)
    }
  })

  it('answers undefined for text the builder cannot show (the text fallback keeps it)', () => {
    expect(parseCondition('${days > 3 && type == 1 || x == 2}')).toBeUndefined()
    expect(parseCondition('${empty list}')).toBeUndefined()
    expect(parseCondition('${toList(userList).size() > 1}')).toBeUndefined()
    expect(parseCondition('days > 3')).toBeUndefined()
  })

  it('does not split on && inside a quoted value', () => {
    expect(parseCondition("${note == 'a && b'}")?.clauses).toEqual([
      { variable: 'note', operator: '==', value: 'a && b' },
    ])
  })

  it('finds the usual mistakes in hand-written text', () => {
    expect(conditionProblem('days > 3')).toBe('条件表达式须写成 ${...} 的形式')
    expect(conditionProblem('${(days > 3}')).toBe('条件表达式的括号不匹配')
    expect(conditionProblem("${type == 'a}")).toBe('条件表达式的引号不匹配')
    expect(conditionProblem('${days = 3}')).toBe('条件表达式中不能赋值（比较请用 ==）')
    expect(conditionProblem("${x['constructor']}")).toBe('条件表达式只能读取流程变量')
    expect(conditionProblem('${days >= 3 && x != 1}')).toBeUndefined()
    expect(conditionProblem("${note == 'a = b'}")).toBeUndefined()
  })
})
